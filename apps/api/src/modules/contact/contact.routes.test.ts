import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { retryFailedJobsNow } from '../../testing/jobs';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { createFormTokens } from './form-token';

/** The secret every test app signs with (see build-test-app). */
const tokens = createFormTokens('test-secret-that-is-long-enough-for-hs256-signing');
/** A token the API handed out `ageMs` ago: a form a person has been filling for a while. */
const tokenFrom = (ageMs: number) => tokens.issue(Date.now() - ageMs);

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amina',
  lastName: 'Kedir',
  email: 'amina@example.com',
  message: 'ሰላም፣ ስለ ፕሮግራሙ ጥያቄ አለኝ።',
  language: 'am',
  formToken: tokenFrom(12_000),
  ...overrides,
});

/** Jobs whose last try failed: the queue keeps them for another try. */
async function failedTries(t: TestApp): Promise<number> {
  const result = await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM jobs WHERE last_error IS NOT NULL`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

describe('the contact form and the inbox', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let ip = 0;
  // Each send comes from its own network address, so the per-network limit only bites where tested.
  const send = (payload: Record<string, unknown>, remoteAddress = `10.0.0.${++ip}`) =>
    t.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, STATION_EMAIL: 'desk@station.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores a valid message, thanks the visitor and forwards it to the station', async () => {
    const response = await send(form());
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Thank you. Your message has reached the station.');
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['desk@station.test']);
    expect(mail?.subject).toBe('Message from Amina Kedir');
    expect(mail?.text).toContain('ስለ ፕሮግራሙ ጥያቄ አለኝ');
    expect(mail?.headers.get('reply-to')).toContain('amina@example.com');
    const inbox = await t.inject({ method: 'GET', url: '/api/contact', token: t.superToken });
    expect(inbox.json()[0]).toMatchObject({ firstName: 'Amina', email: 'amina@example.com', readAt: null });
  });

  it.each([
    ['firstName', { firstName: '' }, 'The first name is required.'],
    ['lastName', { lastName: ' ' }, 'The last name is required.'],
    ['email', { email: 'not-an-address' }, 'Enter a valid email address, like name@example.com.'],
    ['message', { message: '' }, 'The message is required.'],
    ['message', { message: 'x'.repeat(5001) }, 'The message is too long (at most 5000 characters).'],
  ])('refuses a bad %s with a sentence at that field', async (field, change, sentence) => {
    const response = await send(form(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: field, message: sentence });
  });

  it('tells a script that filled the hidden field what a person hears, and keeps nothing', async () => {
    const before = (
      await t.inject({ method: 'GET', url: '/api/contact/counts', token: t.superToken })
    ).json();
    const response = await send(form({ email: 'bot@example.com', website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    const after = (await t.inject({ method: 'GET', url: '/api/contact/counts', token: t.superToken })).json();
    expect(after.open).toBe(before.open);
  });

  it('asks a form sent faster than anyone types to be checked and sent again', async () => {
    const issued = await t.inject({ method: 'GET', url: '/api/contact/form-token' });
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    const response = await send(form({ email: 'fast@example.com', formToken: issued.json().token }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'TOO_FAST',
      error: 'That was quicker than a person can type. Please check your message and send it again.',
    });
  });

  it('takes the time the form was open from its signed token, never from the visitor', async () => {
    const claimed = await send({
      ...form({ email: 'claims@example.com' }),
      formToken: undefined,
      elapsedMs: 60_000,
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().issues).toContainEqual({
      path: 'formToken',
      message: 'The form was sent without its token. Please reload the page and send it again.',
    });
    const fresh = tokenFrom(12_000);
    const [issuedAt, nonce] = fresh.split('.');
    const forgedTimes = [
      // Dated back by the sender: the signature no longer matches.
      `${Number(issuedAt) - 60_000}.${fresh.split('.').slice(1).join('.')}`,
      // Signed with another secret.
      createFormTokens('another-secret-another-secret-another-secret').issue(Date.now() - 12_000),
      `${issuedAt}.${nonce}.${'A'.repeat(43)}`,
      'not-a-token',
    ];
    for (const formToken of forgedTimes) {
      const response = await send(form({ email: 'forger@example.com', formToken }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'FORM_EXPIRED',
        error: 'This form has expired. Please send it again.',
      });
    }
  });

  it('refuses a token older than two hours, or one already used', async () => {
    const old = await send(form({ email: 'slow@example.com', formToken: tokenFrom(2 * 3_600_000 + 60_000) }));
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('FORM_EXPIRED');
    const once = tokenFrom(30_000);
    expect((await send(form({ email: 'first-use@example.com', formToken: once }))).statusCode).toBe(201);
    const again = await send(form({ email: 'second-use@example.com', formToken: once }));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('FORM_EXPIRED');
  });

  it("takes a form from the station's site and from no browser page, never from another site", async () => {
    const from = (headers: Record<string, string>, email: string) =>
      t.inject({
        method: 'POST',
        url: '/api/contact',
        payload: form({ email }),
        headers,
        remoteAddress: `10.1.0.${++ip}`,
      });
    const evil = await from({ origin: 'https://evil.example' }, 'evil@example.com');
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error).toBe("This form can be sent only from the station's own website.");
    expect((await from({ origin: 'null' }, 'sandboxed@example.com')).statusCode).toBe(403);
    expect((await from({ 'sec-fetch-site': 'cross-site' }, 'cross@example.com')).statusCode).toBe(403);
    expect((await from({ origin: 'http://localhost:5173' }, 'site@example.com')).statusCode).toBe(201);
    expect((await from({}, 'server@example.com')).statusCode).toBe(201);
  });

  it('limits one email address to three messages an hour, from any network', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await send(form({ email: 'many@example.com' }))).statusCode).toBe(201);
    const fourth = await send(form({ email: 'many@example.com' }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe('3600');
  });

  it('limits one network to ten messages an hour, whatever addresses it gives', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await send(form({ email: `n${i}@example.com` }), '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps the message when the mail server is down, and forwards it once the server is back', async () => {
    smtp.failing = true;
    const response = await send(form({ email: 'while-down@example.com' }));
    expect(response.statusCode).toBe(201);
    const listed = await t.inject({
      method: 'GET',
      url: '/api/contact?status=all&limit=100',
      token: t.superToken,
    });
    expect(listed.json().map((message: { email: string }) => message.email)).toContain(
      'while-down@example.com',
    );
    // The first try failed; the job waits and tries again (moved forward here instead of waiting 10 s).
    await expect.poll(() => failedTries(t), { timeout: 10_000 }).toBeGreaterThan(0);
    smtp.failing = false;
    await retryFailedJobsNow(t);
    await smtp.waitForMail((mail) => mail.text.includes('while-down@example.com'));
  });

  it('opens a message (read), marks it handled, and replies by email', async () => {
    const { _id: id, email } = (
      await t.inject({ method: 'GET', url: '/api/contact', token: t.superToken })
    ).json()[0];
    const unreadBefore = (
      await t.inject({ method: 'GET', url: '/api/contact/counts', token: t.superToken })
    ).json().unread;
    const opened = await t.inject({ method: 'GET', url: `/api/contact/${id}`, token: t.superToken });
    expect(opened.json().readAt).not.toBeNull();
    const unreadAfter = (
      await t.inject({ method: 'GET', url: '/api/contact/counts', token: t.superToken })
    ).json().unread;
    expect(unreadAfter).toBe(unreadBefore - 1);

    const replied = await t.inject({
      method: 'POST',
      url: `/api/contact/${id}/reply`,
      token: t.superToken,
      payload: { message: 'Thank you for writing; the programme airs on Friday.' },
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({ handledBy: 'Station Admin' });
    expect(replied.json().data.replies[0].body).toContain('airs on Friday');
    const mail = await smtp.waitForMail((received) => received.text.includes('airs on Friday'));
    expect(mail.to).toEqual([email]);

    const reopened = await t.inject({
      method: 'PATCH',
      url: `/api/contact/${id}`,
      token: t.superToken,
      payload: { handled: false },
    });
    expect(reopened.json().data.handledAt).toBeNull();
  });

  it('keeps the reply in the form when the mail server refuses it', async () => {
    const { _id: id } = (
      await t.inject({ method: 'GET', url: '/api/contact', token: t.superToken })
    ).json()[0];
    smtp.failing = true;
    const replied = await t.inject({
      method: 'POST',
      url: `/api/contact/${id}/reply`,
      token: t.superToken,
      payload: { message: 'Hello' },
    });
    smtp.failing = false;
    expect(replied.statusCode).toBe(502);
    expect(replied.json().error).toMatch(/nothing was sent/);
  });

  /** A message in the inbox, put there directly: these tests are about the replies, not the form. */
  async function storedMessage(email: string): Promise<string> {
    const [row] = await t.database.db
      .insert(contactMessages)
      .values({ firstName: 'Hana', lastName: 'Bekele', email, message: 'A question.', language: 'en' })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('no message stored');
    return row.id;
  }
  const replyTo = (id: string, token: string, message = 'Thank you for writing.') =>
    t.inject({ method: 'POST', url: `/api/contact/${id}/reply`, token, payload: { message } });

  it('lets only an editor who may publish reply by email, as only they may email subscribers', async () => {
    const writer = await t.addAdmin('regular');
    await t.database.db.execute(sql`UPDATE admins SET can_publish = false WHERE email = ${writer.email}`);
    const id = await storedMessage('asks@example.com');
    const refused = await replyTo(id, writer.token);
    expect(refused.statusCode).toBe(403);
    const inbox = await t.inject({ method: 'GET', url: `/api/contact/${id}`, token: writer.token });
    expect(inbox.json().replies).toEqual([]);
  });

  it('sends at most three replies to one message', async () => {
    const id = await storedMessage('one-thread@example.com');
    for (let i = 0; i < 3; i += 1) expect((await replyTo(id, t.superToken)).statusCode).toBe(200);
    const fourth = await replyTo(id, t.superToken, 'A fourth reply.');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toBe(
      "This message has had three replies already. Please go on from the station's own mailbox.",
    );
    const stored = await t.inject({ method: 'GET', url: `/api/contact/${id}`, token: t.superToken });
    expect(stored.json().replies).toHaveLength(3);
  });

  it('sends at most twenty replies an hour for one admin, whatever the messages', async () => {
    const admin = await t.addAdmin('super', 'Busy editor');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await replyTo(await storedMessage(`r${i}@example.com`), admin.token)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const last = await replyTo(await storedMessage('late@example.com'), admin.token);
    expect(last.json().error).toBe('You have sent twenty replies in the last hour. Please try again later.');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another admin is not held back by the first one's replies.
    expect((await replyTo(await storedMessage('other@example.com'), t.superToken)).statusCode).toBe(200);
  });

  it('holds to twenty replies an hour when they are sent all at once', async () => {
    const admin = await t.addAdmin('super', 'Hasty editor');
    const ids = await Promise.all(
      Array.from({ length: 25 }, (_, i) => storedMessage(`burst${i}@example.com`)),
    );
    // The mail server holds every reply until all of them have reached it or been refused.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.spyOn(t.app.mailer, 'send').mockImplementation(() => held);
    try {
      let answered = 0;
      const replies = ids.map((id) =>
        replyTo(id, admin.token).then((response) => {
          answered += 1;
          return response.statusCode;
        }),
      );
      await expect.poll(() => send.mock.calls.length + answered).toBe(ids.length);
      release();
      const statuses = await Promise.all(replies);
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(send).toHaveBeenCalledTimes(20);
    } finally {
      send.mockRestore();
    }
  });

  it('shows the inbox to admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/contact/counts' })).statusCode).toBe(401);
  });
});

describe('the contact form without email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('still stores every message, and says plainly that a reply cannot be sent', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/contact', payload: form() })).statusCode).toBe(201);
    const [message] = (await t.inject({ method: 'GET', url: '/api/contact', token: t.superToken })).json();
    const reply = await t.inject({
      method: 'POST',
      url: `/api/contact/${message._id}/reply`,
      token: t.superToken,
      payload: { message: 'Hi' },
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().error).toBe('Email is not configured on this server, so the reply cannot be sent.');
  });
});
