import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const adminsKeys = {
  all: ['admins'] as const,
  list: () => [...adminsKeys.all, 'list'] as const,
};

export const adminsQuery = () => queryOptions({ queryKey: adminsKeys.list(), queryFn: api.admins.list });
