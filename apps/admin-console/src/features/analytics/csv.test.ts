import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('quotes cells with commas, quotes and line breaks, and keeps Amharic as written', () => {
    const csv = toCsv([
      ['Title', 'Views'],
      ['Rain, wind and sun', 12],
      ['The "big" match', 3],
      ['Two\nlines', 1],
      ['የጁምዓ ኹጥባ', 7],
    ]);
    expect(csv).toBe(
      'Title,Views\r\n"Rain, wind and sun",12\r\n"The ""big"" match",3\r\n"Two\nlines",1\r\nየጁምዓ ኹጥባ,7',
    );
  });
});
