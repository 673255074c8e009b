import { z } from 'zod';
import { FIELD_MAX } from '../common/constants';
import { idSchema, isoDateSchema, textSchema } from '../common/text.schemas';

export const telegramAdminSchema = z.object({
  _id: idSchema,
  name: z.string(),
  telegram_user_id: z.string().nullable().optional(),
  createdAt: isoDateSchema,
});
export type TelegramAdmin = z.infer<typeof telegramAdminSchema>;
export const telegramAdminListSchema = z.array(telegramAdminSchema);

const telegramUserId = z
  .string()
  .regex(/^\d{1,20}$/, { error: 'telegram_user_id must be a numeric Telegram user id' });

export const telegramAdminInputSchema = z.strictObject({
  name: textSchema('name', FIELD_MAX.name),
  telegram_user_id: telegramUserId.optional(),
});
export type TelegramAdminInput = z.infer<typeof telegramAdminInputSchema>;
