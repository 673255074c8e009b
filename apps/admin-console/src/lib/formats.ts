import type { Language } from '@station/domain/languages';
import { useTranslation } from 'react-i18next';

/** Day, month, year in English too: the newsroom reads dates the way Ethiopia writes them. */
const LOCALES = { en: 'en-GB', am: 'am-ET' } as const;
/** The station's own clock, whatever the time zone of the browser or machine showing the console. */
const TIME_ZONE = 'Africa/Addis_Ababa';

/** Dates and numbers the way `language` writes them (Amharic month names in Amharic). */
export function formatsFor(language: Language) {
  const locale = LOCALES[language];
  return {
    dateTime: (value: string | number | Date) =>
      new Date(value).toLocaleString(locale, {
        timeZone: TIME_ZONE,
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    date: (value: string | number | Date) =>
      new Date(value).toLocaleDateString(locale, { timeZone: TIME_ZONE, dateStyle: 'medium' }),
    number: (value: number) => value.toLocaleString(locale),
  };
}

/** The formats of the console's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  return formatsFor(i18n.language === 'am' ? 'am' : 'en');
}
