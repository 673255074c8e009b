import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '~/i18n/locales/en/global.json';

export const resources = { en: { global: en } } as const;

/** The console speaks English (spec texts word for word); Amharic content is shown as typed. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: ['global'],
    defaultNS: 'global',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
