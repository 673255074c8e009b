import { z } from 'zod';

/**
 * The part of a Telegram Bot API update that becomes a post. Telegram adds fields over time, so
 * unknown keys are dropped here instead of refused; nothing outside these fields is ever read.
 */
const telegramPhotoSizeSchema = z.object({
  file_id: z.string().min(1).max(300),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  file_size: z.number().int().nonnegative().optional(),
});

const telegramMessageSchema = z.object({
  message_id: z.number().int(),
  from: z.object({ id: z.number().int().positive() }).optional(),
  /**
   * Where the message was written: only a `private` chat (a person and the bot) makes a post and
   * gets an answer; a group, a supergroup or a channel is set aside without a word.
   */
  chat: z.object({ id: z.number().int(), type: z.string().max(32).optional() }).optional(),
  text: z.string().optional(),
  caption: z.string().optional(),
  photo: z.array(telegramPhotoSizeSchema).max(20).optional(),
});

export const telegramUpdateSchema = z.object({
  update_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** Channel posts, edits and the rest are other keys, dropped here: only a message can be a post. */
  message: telegramMessageSchema.optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;
export type TelegramMessage = z.infer<typeof telegramMessageSchema>;
export type TelegramPhotoSize = z.infer<typeof telegramPhotoSizeSchema>;

/** Telegram itself caps a message at 4,096 characters and a caption at 1,024; anything longer is forged. */
export const TELEGRAM_TEXT_MAX = 4096;
