import { ApiError } from '@station/api-client/public';
import { QueryClient } from '@tanstack/react-query';

/** Public content changes a few times a day, so a minute of freshness saves requests without going stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
