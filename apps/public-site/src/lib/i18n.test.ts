import { describe, expect, it } from 'vitest';
import { createI18n, keepLanguageChoice } from './i18n';
import { chosenLanguage, LANGUAGE_COOKIE, languageFromCookie } from './language';

describe("the reader's language", () => {
  it('is read from the cookie the page server reads, with nothing else stored', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the way the site does.
    document.cookie = `${LANGUAGE_COOKIE}=am; path=/`;
    expect(chosenLanguage()).toBe('am');
  });

  it('is the default when no choice was made', () => {
    expect(chosenLanguage()).toBeUndefined();
    expect(createI18n(chosenLanguage()).language).toBe('en');
  });

  it('persists a change in the cookie, for the next page whoever draws it', async () => {
    const i18n = createI18n('en');
    keepLanguageChoice(i18n);
    await i18n.changeLanguage('am');
    expect(languageFromCookie(document.cookie)).toBe('am');
    expect(chosenLanguage()).toBe('am');
    expect(document.documentElement.lang).toBe('am');
  });
});
