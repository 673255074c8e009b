import { useTranslation } from 'react-i18next';

const LOCALES = { en: 'en-US', am: 'am-ET' } as const;

/** Dates and numbers the way the console's language writes them (Amharic month and day names in Amharic). */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'am' ? LOCALES.am : LOCALES.en;
  return {
    dateTime: (value: string | number | Date) => new Date(value).toLocaleString(locale),
    date: (value: string | number | Date) => new Date(value).toLocaleDateString(locale),
    number: (value: number) => value.toLocaleString(locale),
  };
}
