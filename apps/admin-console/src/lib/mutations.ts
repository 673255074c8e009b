import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** What a feature's mutation hook lets its caller add: callbacks, never the request itself. */
export type MutationConfig<Data, Vars> = Omit<UseMutationOptions<Data, Error, Vars>, 'mutationFn'>;

/**
 * The bulletproof-react pattern: on success the resource's keys are refetched, then the caller's own
 * `onSuccess` runs (it decides what the admin is told). Hooks never show messages themselves.
 */
export function useInvalidatingMutation<Data, Vars>(
  invalidate: readonly QueryKey[],
  mutationFn: (vars: Vars) => Promise<Data>,
  config: MutationConfig<Data, Vars> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await config.onSuccess?.(...args);
    },
  });
}
