import { DEFAULT_LANGUAGE, LANGUAGES } from '@station/domain/constants';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import am from '~/i18n/locales/am/global.json';
import en from '~/i18n/locales/en/global.json';
import { isLanguage, type Language, languageCookie } from './language';

export const resources = { en: { global: en }, am: { global: am } } as const;

/** One i18next instance, with nothing of the browser in it, so the page server can use it too. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['global'],
    defaultNS: 'global',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Keeps the reader's choice: mirrored on `<html lang>` and stored in the language cookie. */
export function keepLanguageChoice(instance: i18n): void {
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Firefox and older Safari some readers use.
    if (isLanguage(lng)) document.cookie = languageCookie(lng);
  });
  document.documentElement.lang = instance.language;
}
