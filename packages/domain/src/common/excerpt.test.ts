import { describe, expect, it } from 'vitest';
import { TRUNCATE } from './constants';
import { excerpt } from './excerpt';
import { truncate } from './truncate';

describe('excerpt', () => {
  it('keeps a text of up to 200 characters whole', () => {
    const text = 'ዜ'.repeat(TRUNCATE.detailMax);
    expect(excerpt(text)).toBe(text);
  });

  it('keeps the first 200 characters of a long Amharic text and marks the cut', () => {
    expect(excerpt('ዜና '.repeat(30_000))).toBe(`${'ዜና '.repeat(66)}ዜና…`);
  });

  it('never splits a flag or an emoji family', () => {
    expect(excerpt('🇪🇹'.repeat(300))).toBe(`${'🇪🇹'.repeat(200)}…`);
  });

  it('truncates to what a card drew from the whole text, at every card length', () => {
    const text = `${'Coffee exports grow again   '.repeat(8)}${'ገበያ '.repeat(5000)}`;
    for (const length of [TRUNCATE.detailMax, 160, 120, TRUNCATE.detailMin]) {
      expect(truncate(excerpt(text), length)).toBe(truncate(text, length));
    }
  });
});
