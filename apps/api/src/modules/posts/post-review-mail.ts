import type { Language } from '@station/domain';
import type { MailMessage } from '../../mail/mailer';

interface SentBackWords {
  title: string;
  reviewer: string;
  note: string;
  link: string;
}

const WORDS: Record<Language, (words: SentBackWords) => Omit<MailMessage, 'to'>> = {
  en: ({ title, reviewer, note, link }) => ({
    subject: `Your post was sent back: ${title}`,
    text: `${reviewer} read your post “${title}” and sent it back to you as a draft, with this note:\n\n${note}\n\nOpen it, make the changes and send it for review again:\n${link}`,
  }),
  am: ({ title, reviewer, note, link }) => ({
    subject: `ጽሑፍዎ ተመልሷል፦ ${title}`,
    text: `${reviewer} «${title}» የሚለውን ጽሑፍዎን አንብበው በዚህ ማስታወሻ እንደ ረቂቅ መልሰውልዎታል፦\n\n${note}\n\nይክፈቱት፣ ለውጦቹን ያድርጉ እና እንደገና ለግምገማ ያቅርቡት፦\n${link}`,
  }),
};

/** Tells a writer, in the console language they chose (English until they choose), what to change. */
export const sentBackMail = (
  to: { email: string; language: Language | null },
  words: SentBackWords,
): MailMessage => ({ to: to.email, ...WORDS[to.language ?? 'en'](words) });
