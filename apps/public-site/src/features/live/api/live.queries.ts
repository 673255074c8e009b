import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '~/lib/api';

export const liveKeys = {
  all: ['live'] as const,
  current: () => [...liveKeys.all, 'current'] as const,
};

export const liveQueries = {
  // A visitor opening /live expects the link as it is now, not as it was a minute ago.
  current: () =>
    queryOptions({
      queryKey: liveKeys.current(),
      queryFn: () => loadApi().then((api) => api.live.get()),
      staleTime: 0,
    }),
};
