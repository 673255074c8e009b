import { z } from 'zod';
import { LIMITS } from '../common/constants';
import { languageSchema } from '../common/language.schemas';
import { bodySchema, emailSchema, isoDateSchema, textSchema, wholeNumber } from '../common/text.schemas';
import { honeypotSchema } from '../contact/contact.schemas';

export const NEWSLETTER_MAX = { subject: 200, message: 20_000 } as const;

/** A reader asking for the newsletter: a confirmation link goes to the address before anything else. */
export const subscribeInputSchema = bodySchema({
  email: emailSchema,
  language: languageSchema.default('en'),
  website: honeypotSchema,
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

/** The token of a subscriber's links (confirm, unsubscribe): 32 random bytes, base64url. */
const tokenSchema = z
  .string({ error: 'This link is not valid.' })
  .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'This link is not valid.' });
export const subscriberTokenSchema = bodySchema({ token: tokenSchema });

/**
 * Leaving: the token comes in the address (the List-Unsubscribe link, which a mail program posts as a
 * form saying `List-Unsubscribe=One-Click`, RFC 8058) or in the body (the site's page).
 */
export const unsubscribeQuerySchema = bodySchema({ token: tokenSchema.optional() });
export const unsubscribeInputSchema = bodySchema({
  token: tokenSchema.optional(),
  'List-Unsubscribe': z
    .literal('One-Click', { error: 'Only a one-click request of a mail program is read here.' })
    .optional(),
});

export const newsletterInputSchema = bodySchema({
  subject: textSchema('The subject', NEWSLETTER_MAX.subject),
  message: textSchema('The message', NEWSLETTER_MAX.message),
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/** Readers a sending could ever reach: the bound of a count an admin confirms. */
const READERS_MAX = 100_000_000;

/**
 * A sending as the console starts it: with the number of readers the admin confirmed, so a send whose
 * audience changed much since is refused. Without it (older clients) the send goes as before.
 */
export const newsletterSendInputSchema = bodySchema({
  ...newsletterInputSchema.shape,
  recipients: wholeNumber('The number of readers you confirmed', 0, READERS_MAX).optional(),
});
export type NewsletterSendInput = z.infer<typeof newsletterSendInputSchema>;
/** A send refused (409) because the readers now are too many more or fewer than the admin confirmed. */
export const AUDIENCE_CHANGED = 'AUDIENCE_CHANGED';

/** A copy of a newsletter to the admin who asks, in one reader language, before it goes to everyone. */
export const newsletterTestInputSchema = bodySchema({
  ...newsletterInputSchema.shape,
  language: languageSchema.default('en'),
});
export type NewsletterTestInput = z.input<typeof newsletterTestInputSchema>;

/**
 * What a sending would mail, as its readers get it: one email per reader language (the links in it open
 * the site in that language), with how many confirmed readers read in it now.
 */
export const newsletterPreviewSchema = z.object({
  recipients: z.number(),
  mails: z.array(
    z.object({
      language: languageSchema,
      readers: z.number(),
      subject: z.string(),
      text: z.string(),
    }),
  ),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export const newsletterSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  authorName: z.string(),
  createdAt: isoDateSchema,
  finishedAt: isoDateSchema.nullable(),
  recipients: z.number(),
  delivered: z.number(),
  failed: z.number(),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const newsletterQuerySchema = bodySchema({
  limit: wholeNumber('The number of sendings per page', 1, LIMITS.listMax).default(20),
  skip: wholeNumber('The number of sendings to skip', 0, 1_000_000).default(0),
});

/** What the Send Email page shows above its form: can email go, and to how many readers. */
export const mailStatusSchema = z.object({
  mode: z.enum(['smtp', 'outbox', 'off']),
  subscribers: z.number(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;
