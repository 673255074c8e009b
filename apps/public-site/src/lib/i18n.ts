import { DEFAULT_LANGUAGE, LANGUAGES } from '@station/domain/constants';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SITE_STORAGE_KEYS } from '~/config/storage-keys';
import am from '~/i18n/locales/am/global.json';
import en from '~/i18n/locales/en/global.json';

export type Language = (typeof LANGUAGES)[number];

export const resources = { en: { global: en }, am: { global: am } } as const;

/** The cookie that tells the page server which language to render in; a year, like the stored choice. */
export const LANGUAGE_COOKIE = 'station-language';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language named by a Cookie header, if it names one. */
export function languageFromCookie(header: string | undefined): Language | undefined {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The language the visitor chose on an earlier visit, if they chose one. */
export function chosenLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(SITE_STORAGE_KEYS.language);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

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

/**
 * Keeps the visitor's choice: mirrored on `<html lang>`, stored for the next visit, and sent to the
 * page server as a cookie so the next page it renders is already in that language.
 */
export function keepLanguageChoice(instance: i18n): void {
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Firefox and older Safari some readers use.
    document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
    try {
      localStorage.setItem(SITE_STORAGE_KEYS.language, lng);
    } catch {
      // Private mode without storage: the cookie still carries the choice.
    }
  });
  document.documentElement.lang = instance.language;
}
