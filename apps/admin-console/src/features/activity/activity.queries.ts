import { type AuditQuery, LIMITS } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export type ActivityView = Partial<Pick<AuditQuery, 'admin' | 'kind' | 'from' | 'to'>> & { page: number };

export const activityQuery = ({ page, ...filters }: ActivityView) =>
  queryOptions({
    queryKey: ['activity', page, filters] as const,
    queryFn: () =>
      api.audit.list({
        ...filters,
        limit: LIMITS.adminPostsPageSize,
        skip: page * LIMITS.adminPostsPageSize,
      }),
  });
