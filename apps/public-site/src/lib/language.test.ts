import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './language';

describe("the phone's languages", () => {
  it.each([
    ['am-ET,am;q=0.9,en-US;q=0.8', 'am'],
    ['en-GB,en;q=0.9,am;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,am;q=0.5', 'am'],
    ['en;q=0.2, am;q=0.9', 'am'],
    ['am;q=0, en', 'en'],
    ['fr-FR', undefined],
    ['', undefined],
  ])('reads %j as %j', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});
