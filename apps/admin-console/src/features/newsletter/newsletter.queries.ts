import { LIMITS } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { newsletterKeys } from '~/lib/newsletter-queries';

/** While a sending is under way the table is read every two seconds, so its count moves as mail goes. */
export const sendingsQuery = (page: number) =>
  queryOptions({
    queryKey: newsletterKeys.list(page),
    queryFn: () =>
      api.newsletter.list({ limit: LIMITS.adminPostsPageSize, skip: page * LIMITS.adminPostsPageSize }),
    refetchInterval: (query) =>
      query.state.data?.items.some((sending) => !sending.finishedAt) ? 2000 : false,
  });
