import { DEFAULT_LANGUAGE, LANGUAGES } from '@station/domain/constants';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SITE_STORAGE_KEYS } from '~/config/storage-keys';
import am from '~/i18n/locales/am/global.json';
import en from '~/i18n/locales/en/global.json';

export type Language = (typeof LANGUAGES)[number];

export const resources = { en: { global: en }, am: { global: am } } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(SITE_STORAGE_KEYS.language);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** One i18next instance; the chosen language persists and is mirrored on `<html lang>`. */
export function createI18n(language: Language = storedLanguage()): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    try {
      localStorage.setItem(SITE_STORAGE_KEYS.language, lng);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  });
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
  document.documentElement.lang = instance.language;
  return instance;
}
