import { describe, expect, it } from 'vitest';
import { emailSchema, textSchema } from './text.schemas';

const title = textSchema('title', 10);

describe('textSchema', () => {
  it('keeps text exactly as typed, Amharic, emoji and bidi marks included', () => {
    const value = 'ዜና 🇪🇹\u202E';
    expect(title.parse(value)).toBe(value);
  });

  it.each([
    ['', 'title is required'],
    ['   ', 'title is required'],
    ['a\u0000b', 'title contains a NUL character'],
    ['\ud800', 'title is not valid Unicode text'],
    ['12345678901', 'title is too long (max 10 characters)'],
  ])('refuses %j with a message naming the field', (value, message) => {
    const result = title.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
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
