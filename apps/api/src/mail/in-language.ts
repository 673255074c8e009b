import type { Language } from '@station/domain';
import type { MailMessage } from './mailer';

/** What a message says in each console language; an admin who never chose one reads English. */
export type Words<Input> = Record<Language, (input: Input) => Omit<MailMessage, 'to'>>;

/** A message to an administrator, in the language of their console. */
export const inLanguage =
  <Input>(words: Words<Input>) =>
  (to: { email: string; language: Language | null }, input: Input): MailMessage => ({
    to: to.email,
    ...words[to.language ?? 'en'](input),
  });
