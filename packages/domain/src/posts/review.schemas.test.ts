import { describe, expect, it } from 'vitest';
import { REVIEW_NOTE_MAX, reviewNoteTextSchema, sendBackInputSchema } from './review.schemas';

const messageOf = (value: unknown) => {
  const parsed = reviewNoteTextSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('a reviewer’s note', () => {
  it('is kept trimmed, with pasted breaks as line breaks and other control characters gone', () => {
    expect(reviewNoteTextSchema.parse('  Cite\u000bthe\u0007 source.\n')).toBe('Cite\nthe source.');
  });

  it('is judged after cleaning: 2,000 characters pass however much space surrounds them, 2,001 do not', () => {
    const full = 'ለ'.repeat(REVIEW_NOTE_MAX);
    expect(reviewNoteTextSchema.parse(`\n\t ${full}\u0000 \n`)).toBe(full);
    expect(messageOf(`${full}ለ`)).toBe('The note is too long (at most 2000 characters).');
  });

  it('is required: nothing a reader could see is no note', () => {
    for (const blank of ['', '   ', '\u0007\u0000', '\u200b\u00ad'])
      expect(messageOf(blank)).toBe('The note is required.');
    expect(messageOf(7)).toBe('The note must be text.');
    expect(messageOf('\ud800 half a character')).toBe('The note is not valid Unicode text.');
  });

  it('goes with the version the reviewer read, and nothing else', () => {
    expect(sendBackInputSchema.safeParse({ note: 'Cite it.' }).success).toBe(false);
    expect(
      sendBackInputSchema.safeParse({
        note: 'Cite it.',
        updatedAt: '2026-01-01T10:00:00.000Z',
        status: 'draft',
      }).success,
    ).toBe(false);
  });
});
