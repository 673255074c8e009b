import { describe, expect, it } from 'vitest';
import { emailSchema, normaliseLineEndings, textSchema } from './text.schemas';

const title = textSchema('The title', 10);

describe('textSchema', () => {
  it('keeps text exactly as typed, Amharic, emoji and bidi marks included', () => {
    const value = 'ዜና 🇪🇹\u202E';
    expect(title.parse(value)).toBe(value);
  });

  it.each([
    ['', 'The title is required.'],
    ['   ', 'The title is required.'],
    ['\u200B\u200C\u200D\u2060\uFEFF\u00AD', 'The title is required.'],
    ['\u3164\u2800\uFE0F\u180E', 'The title is required.'],
    ['a\u0000b', 'The title contains a character that cannot be stored (NUL).'],
    ['\ud800', 'The title is not valid Unicode text.'],
    ['12345678901', 'The title is too long (at most 10 characters).'],
  ])('refuses %j with a sentence naming the field in words', (value, message) => {
    const result = title.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('takes a title with one visible letter among invisible ones', () => {
    expect(title.parse('\u200Bዜ\u200B')).toBe('\u200Bዜ\u200B');
  });
});

describe('emailSchema', () => {
  it('stores addresses trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Editor@Station.ET ')).toBe('editor@station.et');
  });

  it('refuses what is not an address', () => {
    expect(emailSchema.safeParse('editor').success).toBe(false);
  });
});

describe('normaliseLineEndings', () => {
  it('turns CRLF and lone CR into LF and leaves LF alone', () => {
    expect(normaliseLineEndings('a\r\nb\rc\nd\r\n\r\n')).toBe('a\nb\nc\nd\n\n');
  });
});
