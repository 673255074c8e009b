import { LANGUAGES } from './constants';

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of someone's preferred languages (most wanted first, as `navigator.languages` or a ranked
 * `Accept-Language` give them) that the product speaks, `am-ET` counting as `am`: a phone set to
 * Amharic gets Amharic on a first visit, before any choice.
 */
export function languageFromPreferences(preferred: readonly string[]): Language | undefined {
  return preferred.map((tag) => tag.trim().toLowerCase().split('-')[0]).find(isLanguage);
}

const ETHIOPIC = /[\u1200-\u137f\u1380-\u139f\u2d80-\u2ddf\uab00-\uab2f]/;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * The language of a piece of content, for its `lang` attribute: Amharic when it is written in Ethiopic
 * script, English otherwise. Most posts are Amharic whatever the interface language, and a screen
 * reader or a font fallback reads them right only when told.
 */
export const textLanguage = (text: string): Language => (ETHIOPIC.test(text) ? 'am' : 'en');

/** Like `textLanguage`, but none for text without letters (numbers, times), which has no language. */
export const contentLanguage = (text: string): Language | undefined =>
  ETHIOPIC.test(text) ? 'am' : LATIN_LETTER.test(text) ? 'en' : undefined;
