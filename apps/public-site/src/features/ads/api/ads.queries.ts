import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '~/lib/api';

export const adsKeys = {
  all: ['ads'] as const,
  list: () => [...adsKeys.all, 'list'] as const,
};

export const adsQueries = {
  list: () =>
    queryOptions({ queryKey: adsKeys.list(), queryFn: () => loadApi().then((api) => api.ads.list()) }),
};
