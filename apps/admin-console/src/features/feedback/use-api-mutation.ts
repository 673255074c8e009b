import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useFeedback } from './feedback';

interface Options<Vars, Data> {
  /** The spec's success text for this action; the server's own `message` when it sends one. */
  successMessage?: (data: Data, vars: Vars) => string;
  invalidate?: QueryKey[];
  onSuccess?: (data: Data, vars: Vars) => void;
}

/**
 * The one way the console writes: buttons disable while it runs, the server's error goes to the toast,
 * the success text to the notice, and the lists that changed are fetched again.
 */
export function useApiMutation<Vars, Data>(
  fn: (vars: Vars) => Promise<Data>,
  options: Options<Vars, Data> = {},
) {
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  return useMutation({
    mutationFn: fn,
    onError: (error) => feedback.error(error.message),
    onSuccess: async (data, vars) => {
      const serverMessage = (data as { message?: unknown } | undefined)?.message;
      const message =
        options.successMessage?.(data, vars) ??
        (typeof serverMessage === 'string' ? serverMessage : undefined);
      if (message) feedback.success(message);
      await Promise.all(
        (options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      options.onSuccess?.(data, vars);
    },
  });
}
