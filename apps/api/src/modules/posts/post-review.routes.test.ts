import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';

/** A reviewer sends a post back to its writer with a note the writer reads until they resubmit. */
let t: TestApp;
let smtp: TestSmtpServer;
let writer: { id: string; email: string; token: string };
let reviewer: { id: string; token: string };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_CONSOLE_URL: 'http://console.test' });
  writer = await t.addAdmin('regular', 'Desk Writer');
  reviewer = await t.addAdmin('regular', 'Night Editor', { canPublish: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Shown {
  _id: string;
  title: string;
  status: string;
  updatedAt: string;
}

/** A post the writer wrote and submitted, as the reviewer opens it. */
async function inReview(title: string): Promise<Shown> {
  const form = multipartBody(
    { title, detail: 'The text as written.', category: 'local', intent: 'review' },
    [],
  );
  const created = await t.inject({ method: 'POST', url: '/api/post/add', token: writer.token, ...form });
  expect(created.json().data.status).toBe('review');
  return opened(created.json().data._id);
}

const opened = async (id: string): Promise<Shown> =>
  (await t.inject({ method: 'GET', url: `/api/post/${id}`, token: reviewer.token })).json();

const sendBack = (post: Shown, note: unknown, token = reviewer.token) =>
  t.inject({
    method: 'POST',
    url: `/api/post/${post._id}/send-back`,
    token,
    payload: { note, updatedAt: post.updatedAt },
  });

const notesOf = async (id: string) =>
  (await t.inject({ method: 'GET', url: `/api/post/${id}/review-notes`, token: writer.token })).json();

const standing = async () =>
  (await t.inject({ method: 'GET', url: '/api/post/review-notes', token: writer.token })).json() as {
    postId: string;
  }[];

describe('sending a post back to its writer', () => {
  it('returns it to the writer as a draft with the note, who wrote it and when', async () => {
    const post = await inReview('Needs a source');
    const before = Date.now();
    const sent = await sendBack(post, '  Name the source of the second quote, please.\n');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Sent back to the writer.',
      data: { _id: post._id, status: 'draft' },
    });

    const notes = await notesOf(post._id);
    expect(notes.current).toMatchObject({
      note: 'Name the source of the second quote, please.',
      by: 'Night Editor',
      settledAt: null,
    });
    expect(Date.parse(notes.current.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(notes.earlier).toEqual([]);
    expect((await standing()).map((note) => note.postId)).toContain(post._id);
    // Readers never see a note, nor the draft.
    expect((await t.inject({ method: 'GET', url: `/api/post/${post._id}` })).statusCode).toBe(404);
  });

  it('clears the note when the writer submits again, keeping it in the post’s history', async () => {
    const post = await inReview('Sent back, then fixed');
    expect((await sendBack(post, 'Shorten the headline.')).statusCode).toBe(200);
    const fixed = await t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}`,
      token: writer.token,
      payload: { title: 'Fixed', detail: 'The text as written.', category: 'local' },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await notesOf(post._id)).current).toMatchObject({ note: 'Shorten the headline.' });

    const resubmitted = await t.inject({
      method: 'POST',
      url: `/api/post/${post._id}/submit`,
      token: writer.token,
    });
    expect(resubmitted.json().data.status).toBe('review');
    const notes = await notesOf(post._id);
    expect(notes.current).toBeNull();
    expect(notes.earlier).toEqual([
      expect.objectContaining({ note: 'Shorten the headline.', settledAt: expect.any(String) }),
    ]);
    expect((await standing()).map((note) => note.postId)).not.toContain(post._id);
  });

  it('clears the note when the post is published instead', async () => {
    const post = await inReview('Sent back, then published by the desk');
    await sendBack(post, 'One more look at the figures.');
    const current = await opened(post._id);
    const published = await t.inject({
      method: 'POST',
      url: '/api/post/bulk',
      token: reviewer.token,
      payload: { action: 'publish', ids: [post._id], versions: { [post._id]: current.updatedAt } },
    });
    expect(published.json().results).toEqual([{ _id: post._id, ok: true }]);
    expect((await notesOf(post._id)).current).toBeNull();
  });

  it('refuses a writer, who may not send posts back, and changes nothing', async () => {
    const post = await inReview('A writer tries');
    const refused = await sendBack(post, 'I send it back myself.', writer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('right to publish');
    expect((await opened(post._id)).status).toBe('review');
    expect((await notesOf(post._id)).current).toBeNull();
  });

  it('refuses a note that is empty once trimmed and cleaned, naming the field', async () => {
    const post = await inReview('An empty note');
    for (const note of ['', '   \n\t ', '\u0000\u0007\u200b']) {
      const refused = await sendBack(post, note);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'The note is required.',
        issues: [{ path: 'note', message: 'The note is required.' }],
      });
    }
    const notText = await sendBack(post, 42);
    expect(notText.statusCode).toBe(400);
    expect(notText.json().error).toBe('The note must be text.');
    expect((await opened(post._id)).status).toBe('review');
  });

  it('counts the 2,000 characters after trimming and cleaning', async () => {
    const post = await inReview('A long note');
    const tooLong = await sendBack(post, 'ለ'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('The note is too long (at most 2000 characters).');
    expect((await opened(post._id)).status).toBe('review');

    const padded = `   \u0007${'ለ'.repeat(2000)}\u000b   `;
    const taken = await sendBack(post, padded);
    expect(taken.statusCode).toBe(200);
    expect((await notesOf(post._id)).current.note).toBe('ለ'.repeat(2000));
  });

  it('refuses a body far larger than any note before reading it', async () => {
    const post = await inReview('A huge body');
    const refused = await sendBack(post, 'x'.repeat(40_000));
    expect(refused.statusCode).toBe(413);
    expect((await opened(post._id)).status).toBe('review');
  });

  it('sends back only the version the reviewer read', async () => {
    const post = await inReview('As reviewed');
    const edited = await t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}`,
      token: writer.token,
      payload: { title: 'Changed behind the reviewer', detail: 'More text.', category: 'local' },
    });
    expect(edited.statusCode).toBe(200);

    const refused = await sendBack(post, 'About the text I read.');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('POST_CHANGED');
    const current = await opened(post._id);
    expect(refused.headers['x-post-version']).toBe(current.updatedAt);
    expect(current.status).toBe('review');
    expect((await notesOf(post._id)).current).toBeNull();

    expect((await sendBack(current, 'About the text I read now.')).statusCode).toBe(200);
  });

  it('sends back only a post waiting for review', async () => {
    const post = await inReview('Back already');
    await sendBack(post, 'First note.');
    const draft = await opened(post._id);
    const refused = await sendBack(draft, 'Second note on a draft.');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Only a post waiting for review can be sent back.');
    expect((await notesOf(post._id)).current.note).toBe('First note.');
  });

  it('records who sent it back, the status and the note on the Activity page', async () => {
    const post = await inReview('Audited send-back');
    await sendBack(post, 'Check the spelling of the town.');
    const events = (
      await t.inject({ method: 'GET', url: '/api/audit?kind=post&limit=100', token: t.superToken })
    ).json() as { action: string; targetId: string; adminName: string; changes: object }[];
    expect(events.find((event) => event.targetId === post._id && event.action === 'sent-back')).toMatchObject(
      {
        adminName: 'Night Editor',
        changes: { status: { before: 'review', after: 'draft' }, note: 'Check the spelling of the town.' },
      },
    );
  });

  it('emails the writer the note in the console language they chose, with a link to the post', async () => {
    await t.inject({
      method: 'PATCH',
      url: '/api/admins/language',
      token: writer.token,
      payload: { language: 'am' },
    });
    const post = await inReview('ዜና ለግምገማ');
    await sendBack(post, 'ምንጩን ይጥቀሱ።');
    const mail = await smtp.waitForMail((message) => message.text.includes('ምንጩን ይጥቀሱ።'));
    expect(mail.to).toContain(writer.email);
    expect(mail.subject).toBe('ጽሑፍዎ ተመልሷል፦ ዜና ለግምገማ');
    expect(mail.text).toContain(`http://console.test/dashboard/posts/${post._id}`);
  });
});
