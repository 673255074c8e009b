import { z } from 'zod';
import { LIMITS } from '../common/constants';
import { languageSchema } from '../common/language.schemas';
import {
  bodySchema,
  emailSchema,
  idSchema,
  isoDateSchema,
  textSchema,
  wholeNumber,
} from '../common/text.schemas';

export const CONTACT_MAX = { name: 100, message: 5000 } as const;
/** A person needs longer than this to fill four fields; a script posting the form does not. */
export const CONTACT_MIN_FILL_MS = 3000;

/** How long a contact form's token is good for: a person writing a long message has two hours. */
export const CONTACT_FORM_MAX_AGE_MS = 2 * 3_600_000;
const FORM_TOKEN = 'The form was sent without its token. Please reload the page and send it again.';
/** The field no person sees; whatever it holds, the request is answered as usual. */
export const honeypotSchema = z
  .string({ error: 'The website field must be text.' })
  .max(500, { error: 'The website field is too long.' })
  .optional();

/**
 * The contact forms (the contact page and the footer). `website` is a field people never see: a
 * script that fills every field fills it too. `formToken` is what the API handed out when the form
 * was opened (GET /api/contact/form-token): signed and dated by the server, so how long the form was
 * open is the server's own figure.
 */
export const contactInputSchema = bodySchema({
  firstName: textSchema('The first name', CONTACT_MAX.name),
  lastName: textSchema('The last name', CONTACT_MAX.name),
  email: emailSchema,
  message: textSchema('The message', CONTACT_MAX.message),
  language: languageSchema.default('en'),
  website: honeypotSchema,
  formToken: z.string({ error: FORM_TOKEN }).min(1, { error: FORM_TOKEN }).max(200, { error: FORM_TOKEN }),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactFormTokenSchema = z.object({ token: z.string() });
export type ContactFormToken = z.infer<typeof contactFormTokenSchema>;

export const CONTACT_STATUSES = ['open', 'handled', 'all'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactReplySchema = z.object({
  _id: z.string(),
  adminName: z.string(),
  body: z.string(),
  sentAt: isoDateSchema,
});
export const contactMessageSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string(),
  language: z.string(),
  createdAt: isoDateSchema,
  readAt: isoDateSchema.nullable(),
  handledAt: isoDateSchema.nullable(),
  handledBy: z.string().nullable(),
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactQuerySchema = bodySchema({
  status: z.enum(CONTACT_STATUSES, { error: 'Choose open, handled or all.' }).default('open'),
  limit: wholeNumber('The number of messages per page', 1, LIMITS.listMax).default(20),
  skip: wholeNumber('The number of messages to skip', 0, 1_000_000).default(0),
});
export type ContactQuery = z.input<typeof contactQuerySchema>;

export const contactCountsSchema = z.object({ unread: z.number(), open: z.number() });
export type ContactCounts = z.infer<typeof contactCountsSchema>;

export const contactHandledInputSchema = bodySchema({
  handled: z.boolean({ error: 'Say whether the message is handled.' }),
});
export const contactReplyInputSchema = bodySchema({
  message: textSchema('The reply', CONTACT_MAX.message),
});
export const contactIdParamsSchema = bodySchema({ id: idSchema });
