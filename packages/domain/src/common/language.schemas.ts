import { z } from 'zod';
import { LANGUAGES } from './constants';
import { bodySchema } from './text.schemas';

export const languageSchema = z.enum(LANGUAGES, { error: 'Choose English or Amharic.' });

/** The console's language an administrator chooses; it follows them to every browser they sign in on. */
export const adminLanguageInputSchema = bodySchema({ language: languageSchema });
export type AdminLanguageInput = z.infer<typeof adminLanguageInputSchema>;
