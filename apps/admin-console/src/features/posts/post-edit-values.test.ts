import { describe, expect, it } from 'vitest';
import { postEditValues } from './post-edit-values';

describe('postEditValues', () => {
  it('never sends CRLF or a lone CR, whatever the text box held', () => {
    expect(
      postEditValues({ title: 'A\r\nB', detail: 'one\r\ntwo\rthree\n', category: 'sport' }, undefined),
    ).toEqual({
      title: 'A\nB',
      detail: 'one\ntwo\nthree\n',
      category: 'sport',
    });
  });

  it('sends the version the edit started from, so a later save by someone else is not overwritten', () => {
    expect(
      postEditValues({ title: 'T', detail: 'D', category: 'local' }, '2026-01-01T00:00:00.000Z'),
    ).toMatchObject({
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
