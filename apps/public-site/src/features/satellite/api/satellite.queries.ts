import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '~/lib/api';

export const satelliteKeys = {
  all: ['satellite'] as const,
  list: () => [...satelliteKeys.all, 'list'] as const,
};

export const satelliteQueries = {
  list: () =>
    queryOptions({
      queryKey: satelliteKeys.list(),
      queryFn: () => loadApi().then((api) => api.satellite.list()),
    }),
};
