import type { Language } from '@station/domain/languages';
import i18next, { type BackendModule, type i18n, type ParseKeys, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '~/i18n/locales/en/global.json';

/** A key of the console's shared words (src/i18n/i18next.d.ts), which every namespace's `t` accepts. */
export type TranslationKey = ParseKeys<'global'>;

/** The shared words, as any screen's `t` gives them: every namespace falls back to `global`. */
export type GlobalWords = (key: TranslationKey) => string;

const asWritten = (sentence: string) => sentence;
let amharicSentences: ((sentence: string) => string) | undefined;

// Every catalogue but the English words of every screen: each is a chunk of its own, fetched the first
// time its language and namespace are asked for. The server's sentences are no namespace.
const catalogues = import.meta.glob<ResourceKey>(
  ['../i18n/locales/*/*.json', '!../i18n/locales/en/global.json', '!../i18n/locales/*/server.json'],
  { import: 'default' },
);

const catalogueChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, done) {
    const load = catalogues[`../i18n/locales/${language}/${namespace}.json`];
    if (!load) return done(new Error(`No ${namespace} words in ${language}`), false);
    load().then(
      (words) => done(null, words),
      (error: Error) => done(error, false),
    );
  },
};

/**
 * The console in English (the spec's texts word for word), with Amharic added by `loadLanguage`.
 * `global` holds the words of the sign-in pages and of what several screens share; a signed-in
 * feature's own words are a namespace named after its folder (`useTranslation('post-editor')`), which
 * arrives with the feature in either language, its keys unchanged (`editor.publishNow`). So an
 * English console's first load carries neither Amharic nor the words of pages behind the sign-in.
 * Content is shown as it was typed, in whichever language it was written.
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  instance
    .use(catalogueChunks)
    .use(initReactI18next)
    .init({
      resources: { en: { global: en } },
      partialBundledLanguages: true,
      lng: 'en',
      fallbackLng: 'en',
      ns: ['global'],
      defaultNS: 'global',
      fallbackNS: 'global',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}

/** Makes `language` ready to show: its words, and the catalogue of the server's sentences. */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'global')) return;
  const [, sentences, { createSentenceTranslator }] = await Promise.all([
    instance.loadLanguages(language),
    import('~/i18n/locales/am/server.json'),
    import('./server-sentences'),
  ]);
  if (!instance.hasResourceBundle(language, 'global'))
    throw new Error(`The ${language} words did not arrive`);
  amharicSentences = createSentenceTranslator(sentences.default);
}

/** How a sentence the server wrote reads in `language`; as written when there is no translation. */
export function serverSentences(language: string): (sentence: string) => string {
  return (language === 'am' && amharicSentences) || asWritten;
}
