import type { LiveInput } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { liveKeys } from './live.queries';

type Saved = Awaited<ReturnType<typeof api.live.set>>;

export const useSetLive = (config?: MutationConfig<Saved, { id: string; input: LiveInput }>) =>
  useInvalidatingMutation([liveKeys.all], ({ id, input }) => api.live.set(id, input), config);
