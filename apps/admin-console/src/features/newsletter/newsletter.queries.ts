import {
  LIMITS,
  type NewsletterInput,
  type NewsletterSendInput,
  type NewsletterTestInput,
} from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { useInvalidatingMutation } from '~/lib/mutations';
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

/** A preview counts the readers afresh, so the count above the form is read again with it. */
export const usePreviewNewsletter = () =>
  useInvalidatingMutation([newsletterKeys.status()], (input: NewsletterInput) =>
    api.newsletter.preview(input),
  );

export const useSendTest = () =>
  useInvalidatingMutation([], (input: NewsletterTestInput) => api.newsletter.sendTest(input));

export const useSendNewsletter = () =>
  useInvalidatingMutation([newsletterKeys.all], (input: NewsletterSendInput) => api.newsletter.send(input));
