import type { LiveInput } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';

export const liveKeys = {
  all: ['live'] as const,
  current: () => [...liveKeys.all, 'current'] as const,
};

export const liveQuery = () => queryOptions({ queryKey: liveKeys.current(), queryFn: api.live.get });

type Saved = Awaited<ReturnType<typeof api.live.set>>;

export const useSetLive = (config?: MutationConfig<Saved, { id: string; input: LiveInput }>) =>
  useInvalidatingMutation([liveKeys.all], ({ id, input }) => api.live.set(id, input), config);
