import { describe, expect, it, vi } from 'vitest';
import { createI18n, keepLanguageChoice, resources, type TranslationKey } from './i18n';
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

  it('is kept in a Secure cookie on a site served over https', async () => {
    const written: string[] = [];
    const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => written.push(value));
    vi.stubGlobal('location', new URL('https://station.example/'));
    try {
      const i18n = createI18n('en');
      keepLanguageChoice(i18n);
      await i18n.changeLanguage('am');
      expect(written).toEqual([expect.stringMatching(/; secure$/)]);
    } finally {
      vi.unstubAllGlobals();
      cookie.mockRestore();
    }
  });
});

/** Every key of a bundle, as `section.key`: keys read from the site's own words, so keys `t` takes. */
const keysOf = (tree: object, prefix = ''): TranslationKey[] =>
  Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${name}.`)
      : [`${prefix}${name}` as TranslationKey],
  );

describe('the words of a key', () => {
  it('are what i18next makes of it, in each language, asked once or again', () => {
    for (const language of ['en', 'am'] as const) {
      const i18n = createI18n(language);
      const t = i18n.getFixedT(language, 'global');
      for (const key of keysOf(resources[language].global)) {
        const made = i18n.t(key, { lng: language });
        expect(t(key)).toBe(made);
        expect(t(key)).toBe(made);
      }
    }
  });

  it('follow a change of language', async () => {
    const i18n = createI18n('en');
    expect(i18n.getFixedT(i18n.language, 'global')('live.title')).toBe(resources.en.global.live.title);
    await i18n.changeLanguage('am');
    expect(i18n.getFixedT(i18n.language, 'global')('live.title')).toBe(resources.am.global.live.title);
  });

  it('are kept with the values put in, each set of values apart, as i18next makes them', () => {
    const i18n = createI18n('en');
    const t = i18n.getFixedT('en', 'global');
    for (let round = 0; round < 2; round += 1) {
      expect(t('common.imageOf', { title: 'Eid' })).toBe('Image for: Eid');
      expect(t('common.imageOf', { title: 'Hajj' })).toBe('Image for: Hajj');
      expect(t('common.views', { count: 1 })).toBe('1 view');
      expect(t('common.views', { count: 2 })).toBe('2 views');
      expect(t('common.views', { count: '2' })).toBe(i18n.t('common.views', { count: '2' }));
    }
    const am = createI18n('am').getFixedT('am', 'global');
    expect(am('common.imageOf', { title: 'Eid' })).toBe(
      createI18n('am').t('common.imageOf', { title: 'Eid' }),
    );
  });

  it('with values put in are what i18next makes of them, for every key that takes values', () => {
    for (const language of ['en', 'am'] as const) {
      const i18n = createI18n(language);
      const t = i18n.getFixedT(language, 'global');
      const bundle = resources[language].global;
      for (const key of keysOf(bundle)) {
        const words = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
        const names = [...String(words).matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map(([, name]) => name ?? '');
        if (names.length === 0) continue;
        for (const values of [
          Object.fromEntries(names.map((name) => [name, `«${name}»`])),
          Object.fromEntries(names.map((name, index) => [name, index + 2])),
          Object.fromEntries(names.slice(1).map((name) => [name, 'only some'])),
        ]) {
          const made = i18n.t(key, { lng: language, ...values });
          expect(t(key, values), `${language} ${key} ${JSON.stringify(values)}`).toBe(made);
          expect(t(key, values)).toBe(made);
        }
      }
    }
  });

  it('leave a call with anything but words and numbers to i18next', () => {
    const t = createI18n('en').getFixedT('en', 'global');
    expect(t('common', { returnObjects: true })).toEqual(resources.en.global.common);
    expect(t('common.imageOf', { title: 'Eid', extra: { nested: true } })).toBe('Image for: Eid');
  });
});
