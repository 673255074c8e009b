import { DEFAULT_LANGUAGE, LANGUAGES } from '@station/domain/constants';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import am from '~/i18n/locales/am/global.json';
import en from '~/i18n/locales/en/global.json';

export type Language = (typeof LANGUAGES)[number];

export const resources = { en: { global: en }, am: { global: am } } as const;

/**
 * The reader's language choice, kept for a year. It is the one place the choice lives: the page server
 * draws in it and the browser starts in it, so every page, drawn on the server or not, agrees.
 */
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

/** The language the reader chose on an earlier visit, if they chose one. */
export function chosenLanguage(): Language | undefined {
  return languageFromCookie(document.cookie);
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

/** Keeps the reader's choice: mirrored on `<html lang>` and stored in the language cookie. */
export function keepLanguageChoice(instance: i18n): void {
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Firefox and older Safari some readers use.
    document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  });
  document.documentElement.lang = instance.language;
}
