import { LIMITS, type NewsletterInput } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { useInvalidatingMutation } from '~/lib/mutations';

const keys = { all: ['newsletter'] as const };

/** While a sending is under way the table is read every two seconds, so its count moves as mail goes. */
export const sendingsQuery = (page: number) =>
  queryOptions({
    queryKey: [...keys.all, 'list', page] as const,
    queryFn: () =>
      api.newsletter.list({ limit: LIMITS.adminPostsPageSize, skip: page * LIMITS.adminPostsPageSize }),
    refetchInterval: (query) =>
      query.state.data?.items.some((sending) => !sending.finishedAt) ? 2000 : false,
  });

export const useSendNewsletter = () =>
  useInvalidatingMutation([keys.all], (input: NewsletterInput) => api.newsletter.send(input));
