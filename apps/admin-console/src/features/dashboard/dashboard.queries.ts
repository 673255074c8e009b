import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  analytics: () => [...dashboardKeys.all, 'post-analytics'] as const,
  totals: () => [...dashboardKeys.all, 'view-totals'] as const,
};

export const analyticsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.analytics(), queryFn: api.analytics.posts });
export const totalsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.totals(), queryFn: api.analytics.views });
