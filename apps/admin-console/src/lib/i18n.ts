import type { Language } from '@station/domain/languages';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '~/i18n/locales/en/global.json';

const asWritten = (sentence: string) => sentence;
let amharicSentences: ((sentence: string) => string) | undefined;

/**
 * The console in English (the spec's texts word for word), with Amharic added by `loadLanguage`:
 * its words travel in a chunk of their own, so an English console's first load does not carry them.
 * Content is shown as it was typed, in whichever language it was written.
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: { en: { global: en } },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['global'],
    defaultNS: 'global',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Makes `language` ready to show: its words, and the catalogue of the server's sentences. */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'global')) return;
  const [words, sentences, { createSentenceTranslator }] = await Promise.all([
    import('~/i18n/locales/am/global.json'),
    import('~/i18n/locales/am/server.json'),
    import('./server-sentences'),
  ]);
  instance.addResourceBundle(language, 'global', words.default);
  amharicSentences = createSentenceTranslator(sentences.default);
}

/** How a sentence the server wrote reads in `language`; as written when there is no translation. */
export function serverSentences(language: string): (sentence: string) => string {
  return (language === 'am' && amharicSentences) || asWritten;
}
