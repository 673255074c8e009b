import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const liveKeys = {
  all: ['live'] as const,
  current: () => [...liveKeys.all, 'current'] as const,
};

export const liveQuery = () => queryOptions({ queryKey: liveKeys.current(), queryFn: api.live.get });
