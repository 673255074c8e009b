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
  keepWords(instance);
  return instance;
}

/**
 * What a key reads in a language, kept once made. i18next makes every translation anew, copying its
 * settings on each call (3–5 µs against 0.3 for a kept one); the page server made the same 75 for
 * every page it drew. The words are the bundled ones, the same for every instance, so every instance
 * shares them. Only a bare key is kept: a call with options (a count, a value to put in) is
 * translated as i18next does.
 */
const keptWords = new Map<string, string>();

function keepWords(instance: i18n): void {
  const fixedTOf = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<i18n['getFixedT']>) => {
    const fixedT = fixedTOf(...args);
    const [lng, ns, keyPrefix] = args;
    if (
      typeof lng !== 'string' ||
      typeof ns !== 'string' ||
      (keyPrefix !== undefined && typeof keyPrefix !== 'string')
    ) {
      return fixedT;
    }
    const translate = fixedT as unknown as (key: unknown, ...rest: unknown[]) => unknown;
    const kept = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return translate(key, ...rest);
      const id = `${lng}\u0000${ns}\u0000${keyPrefix ?? ''}\u0000${key}`;
      const known = keptWords.get(id);
      if (known !== undefined) return known;
      const words = translate(key);
      if (typeof words === 'string') keptWords.set(id, words);
      return words;
    };
    // The language, namespace and prefix i18next hangs on the function it makes, for whoever reads them.
    return Object.assign(kept, fixedT);
  }) as i18n['getFixedT'];
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
