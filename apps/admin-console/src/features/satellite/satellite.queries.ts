import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const satelliteKeys = {
  all: ['satellite-info'] as const,
  list: () => [...satelliteKeys.all, 'list'] as const,
};

export const satelliteQuery = () =>
  queryOptions({ queryKey: satelliteKeys.list(), queryFn: api.satellite.list });
