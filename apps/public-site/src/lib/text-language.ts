import type { Language } from './language';

const ETHIOPIC = /[\u1200-\u137f\u1380-\u139f\u2d80-\u2ddf\uab00-\uab2f]/;

/**
 * The language of a piece of content, for its `lang` attribute: Amharic when it is written in Ethiopic
 * script, English otherwise. Most posts are Amharic whatever the interface language, and a screen
 * reader or a font fallback reads them right only when told.
 */
export const textLanguage = (text: string): Language => (ETHIOPIC.test(text) ? 'am' : 'en');
