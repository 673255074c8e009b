import { describe, expect, it } from 'vitest';
import { contentLanguage, languageFromPreferences, textLanguage } from './languages';

describe('textLanguage', () => {
  it.each([
    ['የጁምዓ ዜና', 'am'],
    ['Station TV: የጁምዓ ዜና', 'am'],
    ['Humanitarian convoys reach families', 'en'],
    ['', 'en'],
  ])('reads %j as %j', (text, language) => {
    expect(textLanguage(text)).toBe(language);
  });
});

describe('contentLanguage', () => {
  it.each([
    ['የጁምዓ ዜና', 'am'],
    ['Hanan Yusuf', 'en'],
    ['1,204', undefined],
    ['20:30', undefined],
  ])('reads %j as %j', (text, language) => {
    expect(contentLanguage(text)).toBe(language);
  });
});

describe('languageFromPreferences', () => {
  it('takes the first language spoken here, a regional tag counting as its language', () => {
    expect(languageFromPreferences(['fr-FR', 'am-ET', 'en'])).toBe('am');
    expect(languageFromPreferences(['om-ET', 'AM-et', 'en'])).toBe('am');
    expect(languageFromPreferences(['EN-us'])).toBe('en');
    expect(languageFromPreferences(['fr', 'de'])).toBeUndefined();
  });
});
