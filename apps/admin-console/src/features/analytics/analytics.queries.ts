import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const analyticsKeys = {
  all: ['analytics'] as const,
  posts: () => [...analyticsKeys.all, 'post-analytics'] as const,
  totals: () => [...analyticsKeys.all, 'view-totals'] as const,
  visitors: () => [...analyticsKeys.all, 'visitors'] as const,
};

export const postAnalyticsQuery = () =>
  queryOptions({ queryKey: analyticsKeys.posts(), queryFn: api.analytics.posts });
export const totalsQuery = () =>
  queryOptions({ queryKey: analyticsKeys.totals(), queryFn: api.analytics.views });
export const visitorsQuery = () =>
  queryOptions({ queryKey: analyticsKeys.visitors(), queryFn: api.analytics.visitors });
