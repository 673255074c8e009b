import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const visitorsKeys = {
  all: ['visitors'] as const,
  recent: () => [...visitorsKeys.all, 'recent'] as const,
};

export const visitorsQuery = () =>
  queryOptions({ queryKey: visitorsKeys.recent(), queryFn: api.analytics.visitors });
