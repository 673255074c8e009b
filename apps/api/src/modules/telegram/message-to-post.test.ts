import { describe, expect, it } from 'vitest';
import { messageToPost } from './message-to-post';

describe('messageToPost', () => {
  it('takes the first line as the title and the rest as the detail, exactly as typed', () => {
    expect(messageToPost('ዜና 🇪🇹 ርዕስ\nየመጀመሪያው አንቀጽ።\n\nሁለተኛው።')).toEqual({
      ok: true,
      fields: { title: 'ዜና 🇪🇹 ርዕስ', detail: 'የመጀመሪያው አንቀጽ።\n\nሁለተኛው።', category: 'local' },
    });
  });

  it('files the post under the category its hashtag names, and drops the tag', () => {
    const reading = messageToPost('#Sport\nThe derby ends level\nBoth sides scored late.');
    expect(reading).toEqual({
      ok: true,
      fields: { title: 'The derby ends level', detail: 'Both sides scored late.', category: 'sport' },
    });
    expect(messageToPost('Markets rally #business')).toMatchObject({
      fields: { title: 'Markets rally', category: 'business' },
    });
  });

  it('keeps a one-line message as both title and detail', () => {
    expect(messageToPost('Short news')).toMatchObject({
      fields: { title: 'Short news', detail: 'Short news' },
    });
  });

  it('refuses empty text, an over-long first line, and a NUL byte', () => {
    expect(messageToPost('  #world  ')).toEqual({ ok: false, reason: 'the message has no text' });
    expect(messageToPost('ሀ'.repeat(301))).toMatchObject({ ok: false });
    expect(messageToPost('title\nde\u0000tail')).toEqual({
      ok: false,
      reason: 'The text of the post contains a character that cannot be stored (NUL).',
    });
  });
});
