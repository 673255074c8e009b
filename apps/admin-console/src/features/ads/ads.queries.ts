import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const adsKeys = {
  all: ['ads'] as const,
  list: () => [...adsKeys.all, 'list'] as const,
};

export const adsQuery = () => queryOptions({ queryKey: adsKeys.list(), queryFn: api.ads.list });
