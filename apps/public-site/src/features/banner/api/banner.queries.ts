import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '~/lib/api';

export const bannerQueries = {
  current: () =>
    queryOptions({
      queryKey: ['banner'] as const,
      queryFn: () => loadApi().then((api) => api.banner.get()),
    }),
};
