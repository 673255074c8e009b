import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const telegramAdminsKeys = {
  all: ['telegram-admins'] as const,
  list: () => [...telegramAdminsKeys.all, 'list'] as const,
};

export const telegramAdminsQuery = () =>
  queryOptions({ queryKey: telegramAdminsKeys.list(), queryFn: api.telegramAdmins.list });
