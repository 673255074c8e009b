import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const passwordResetKeys = {
  all: ['password-reset'] as const,
  availability: () => [...passwordResetKeys.all, 'availability'] as const,
};

/** Whether the server can email a reset link; it does not change while the console is open. */
export const resetAvailabilityQuery = () =>
  queryOptions({
    queryKey: passwordResetKeys.availability(),
    queryFn: () => api.session.resetAvailability(),
    staleTime: Number.POSITIVE_INFINITY,
  });
