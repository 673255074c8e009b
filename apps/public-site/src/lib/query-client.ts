import { QueryClient } from '@tanstack/react-query';
import { apiErrorStatus } from './api';

/** A 4xx answer: asking again gets the same one. */
export const isRefusal = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500;

/** Public content changes a few times a day, so a minute of freshness saves requests without going stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !isRefusal(apiErrorStatus(error)),
      },
    },
  });
}
