import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '~/lib/api';

export const programsKeys = {
  all: ['programs'] as const,
  list: () => [...programsKeys.all, 'list'] as const,
  detail: (id: string) => [...programsKeys.all, 'detail', id] as const,
};

export const programsQueries = {
  list: () =>
    queryOptions({
      queryKey: programsKeys.list(),
      queryFn: () => loadApi().then((api) => api.programs.list()),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: programsKeys.detail(id),
      queryFn: () => loadApi().then((api) => api.programs.get(id)),
    }),
};
