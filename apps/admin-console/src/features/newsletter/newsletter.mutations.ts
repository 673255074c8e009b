import type { NewsletterInput, NewsletterSendInput, NewsletterTestInput } from '@station/domain';
import { api } from '~/lib/api';
import { useInvalidatingMutation } from '~/lib/mutations';
import { newsletterKeys } from '~/lib/newsletter-queries';

/** A preview counts the readers afresh, so the count above the form is read again with it. */
export const usePreviewNewsletter = () =>
  useInvalidatingMutation([newsletterKeys.status()], (input: NewsletterInput) =>
    api.newsletter.preview(input),
  );

export const useSendTest = () =>
  useInvalidatingMutation([], (input: NewsletterTestInput) => api.newsletter.sendTest(input));

export const useSendNewsletter = () =>
  useInvalidatingMutation([newsletterKeys.all], (input: NewsletterSendInput) => api.newsletter.send(input));
