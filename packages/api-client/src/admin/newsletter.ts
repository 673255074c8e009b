import {
  mailStatusSchema,
  messageWithDataSchema,
  type NewsletterInput,
  type NewsletterSendInput,
  type NewsletterTestInput,
  newsletterPreviewSchema,
  newsletterSchema,
} from '@station/domain';
import { z } from 'zod';
import type { Http } from '../http';
import { paged } from '../paged';

/** The newsletters sent, and sending one. */
export const newsletterApi = (http: Http) => ({
  status: () => http.get('newsletter/status', mailStatusSchema),
  list: (page: { limit: number; skip: number }) => paged(http, 'newsletter', z.array(newsletterSchema), page),
  send: (input: NewsletterSendInput) =>
    http.post('newsletter', messageWithDataSchema(newsletterSchema), { json: input }),
  preview: (input: NewsletterInput) =>
    http.post('newsletter/preview', newsletterPreviewSchema, { json: input }),
  sendTest: (input: NewsletterTestInput) =>
    http.post('newsletter/test', messageWithDataSchema(z.object({ to: z.string() })), { json: input }),
});
