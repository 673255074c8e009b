import { type AuditQuery, LIMITS } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export type ActivityView = Partial<Pick<AuditQuery, 'admin' | 'kind' | 'from' | 'to'>> & { page: number };

export const activityKeys = {
  all: ['activity'] as const,
  page: ({ page, ...filters }: ActivityView) => [...activityKeys.all, page, filters] as const,
};

export const activityQuery = ({ page, ...filters }: ActivityView) =>
  queryOptions({
    queryKey: activityKeys.page({ page, ...filters }),
    queryFn: () =>
      api.audit.list({
        ...filters,
        limit: LIMITS.adminPostsPageSize,
        skip: page * LIMITS.adminPostsPageSize,
      }),
  });
