import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const programsKeys = {
  all: ['programs'] as const,
  list: () => [...programsKeys.all, 'list'] as const,
  detail: (id: string) => [...programsKeys.all, 'detail', id] as const,
};

export const programsQueries = {
  list: () => queryOptions({ queryKey: programsKeys.list(), queryFn: () => api.programs.list() }),
  detail: (id: string) =>
    queryOptions({ queryKey: programsKeys.detail(id), queryFn: () => api.programs.get(id) }),
};
