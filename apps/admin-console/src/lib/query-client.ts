import { ApiError } from '@station/api-client/admin';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * A 401 means the session ended elsewhere (password changed, account removed): sign out at once.
 * Client errors are not retried; the answer will not change.
 */
export function createQueryClient(onUnauthorized: (error: ApiError) => void): QueryClient {
  const handle = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onUnauthorized(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
