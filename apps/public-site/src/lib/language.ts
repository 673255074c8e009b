// The reader's language, read and kept without i18next, so that the page server and the offline page
// can use it without loading the translations.
import { isLanguage, type Language, languageFromPreferences } from '@station/domain/languages';

export { isLanguage, type Language, languageFromPreferences };

/**
 * The reader's language choice, kept for a year. It is the one place the choice lives: the page server
 * draws in it and the browser starts in it, so every page, drawn on the server or not, agrees.
 */
export const LANGUAGE_COOKIE = 'station-language';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The language named by a Cookie header, if it names one. */
export function languageFromCookie(header: string | undefined): Language | undefined {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** The reader's languages from an Accept-Language header, most wanted first (q=0 means "not this"). */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((entry, order) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return languageFromPreferences(ranked.map(({ tag }) => tag));
}

/** The address that sets the language to `language` and comes back to `back`, without any script. */
export function languageSwitchHref(language: Language, back: string): string {
  return `/language?${new URLSearchParams({ set: language, back })}`;
}

/** The language the reader chose on an earlier visit, if they chose one. */
export function chosenLanguage(): Language | undefined {
  return languageFromCookie(document.cookie);
}

/**
 * The cookie that keeps a choice of language, for the browser and for the page server alike; `Secure`
 * on a site served over https, so a reader's choices never travel over a plain connection.
 */
export function languageCookie(language: Language, { secure }: { secure: boolean }): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax${secure ? '; secure' : ''}`;
}
