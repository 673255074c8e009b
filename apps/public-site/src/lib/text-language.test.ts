import { describe, expect, it } from 'vitest';
import { textLanguage } from './text-language';

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
