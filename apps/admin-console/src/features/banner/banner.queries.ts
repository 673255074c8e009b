import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const bannerKeys = {
  all: ['banner'] as const,
  current: () => [...bannerKeys.all, 'current'] as const,
};

export const bannerQuery = () =>
  queryOptions({ queryKey: bannerKeys.current(), queryFn: () => api.banner.get() });
