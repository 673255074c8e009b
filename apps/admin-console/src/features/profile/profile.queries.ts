import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

export const meQuery = () => queryOptions({ queryKey: profileKeys.me(), queryFn: api.admins.getMe });
