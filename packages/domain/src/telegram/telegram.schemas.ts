import { z } from 'zod';
import { FIELD_MAX } from '../common/constants';
import { bodySchema, idSchema, isoDateSchema, textSchema } from '../common/text.schemas';

export const telegramAdminSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The numeric Telegram user id the bot recognises; null for an entry made without one. */
  telegram_user_id: z.string().nullable(),
  /** A trusted Telegram admin's messages are published at once; anyone else's arrive as drafts. */
  trusted: z.boolean().optional(),
  createdAt: isoDateSchema,
});
export type TelegramAdmin = z.infer<typeof telegramAdminSchema>;
export const telegramAdminListSchema = z.array(telegramAdminSchema);

const NUMERIC_ID = 'The Telegram user id must be a number (digits only, at most 20).';
const telegramUserId = z.string({ error: NUMERIC_ID }).regex(/^\d{1,20}$/, { error: NUMERIC_ID });

export const telegramAdminInputSchema = bodySchema({
  name: textSchema('The name', FIELD_MAX.name),
  telegram_user_id: telegramUserId.optional(),
  trusted: z.boolean({ error: 'Trusted must be true or false.' }).optional(),
});
export type TelegramAdminInput = z.infer<typeof telegramAdminInputSchema>;
