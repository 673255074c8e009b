import { DEFAULT_LANGUAGE, LANGUAGES } from '@station/domain/constants';
import i18next, { type i18n, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import am from '~/i18n/locales/am/global.json';
import en from '~/i18n/locales/en/global.json';
import { isLanguage, type Language, languageCookie } from './language';

export const resources = { en: { global: en }, am: { global: am } } as const;

/** A key of the site's words (src/i18n/i18next.d.ts): what `t` accepts. */
export type TranslationKey = ParseKeys<'global'>;

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
 * settings on each call (3–5 µs against 0.3 for a kept one, more with values to put in); the page
 * server made the same 75 for every page it drew. The words are the bundled ones, the same for every
 * instance, so every instance shares them. A call whose options are all plain words and numbers (the
 * satellite line, a date, a count) is kept with them; one with anything else is translated as i18next
 * does.
 */
const keptWords = new Map<string, Map<string, string>>();
/** Calls with values vary (view counts, dates): at most this many are kept, then they start over. */
const MAX_KEPT_WITH_VALUES = 2_000;
const keptWithValues = new Map<string, string>();

/** The options of a call as part of its key, or undefined when one is not a plain word or number. */
function valuesKey(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  for (const value of Object.values(options)) {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  }
  return JSON.stringify(options);
}

/** Options i18next reads itself (plurals, context, another language…): such a call is left to it. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'defaultValue',
  'keyPrefix',
  'fallbackLng',
  'replace',
  'interpolation',
  'skipInterpolation',
  'postProcess',
  'returnObjects',
  'returnDetails',
  'joinArrays',
]);

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * The words of `key` read straight from the bundle, with `values` put into its placeholders; undefined
 * wherever i18next would do more (a key this language lacks, a plural, a formatted value, a value not
 * given), which is then left to it. Reading a page's 75 keys through i18next's resolver, interpolator
 * and their settings was a tenth of a slow phone's hydration, run once per key and never fast yet.
 */
function bundledWords(
  lng: string,
  key: string,
  values?: Record<string, string | number>,
): string | undefined {
  if (key.includes(':')) return undefined;
  let node: unknown = resources[lng as Language]?.global;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string' || node.includes('$t(')) return undefined;
  if (!node.includes('{{')) return node;
  if (!values || Object.keys(values).some((name) => I18NEXT_OPTIONS.has(name))) return undefined;
  let missing = false;
  const words = node.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return value === undefined ? placeholder : String(value);
  });
  return missing ? undefined : words;
}

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
    const scope = `${lng}\u0000${ns}\u0000${keyPrefix ?? ''}\u0000`;
    // Looked up by the key alone: most calls are a bare key, and a page draws dozens.
    let bareWords = keptWords.get(scope);
    if (!bareWords) {
      bareWords = new Map();
      keptWords.set(scope, bareWords);
    }
    const kept = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 1) return translate(key, ...rest);
      const values = rest.length === 1 ? valuesKey(rest[0]) : '';
      if (values === undefined) return translate(key, ...rest);
      const store = values === '' ? bareWords : keptWithValues;
      const id = values === '' ? key : `${scope}${key}${values}`;
      const known = store.get(id);
      if (known !== undefined) return known;
      const plain =
        ns === 'global' && keyPrefix === undefined
          ? bundledWords(lng, key, rest[0] as Record<string, string | number> | undefined)
          : undefined;
      const words = plain ?? translate(key, ...rest);
      if (typeof words !== 'string') return words;
      if (store === keptWithValues && keptWithValues.size >= MAX_KEPT_WITH_VALUES) keptWithValues.clear();
      store.set(id, words);
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
    if (isLanguage(lng)) document.cookie = languageCookie(lng, { secure: location.protocol === 'https:' });
  });
  document.documentElement.lang = instance.language;
}
