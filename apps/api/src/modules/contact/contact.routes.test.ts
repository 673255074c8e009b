import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { retryFailedJobsNow } from '../../testing/jobs';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amina',
  lastName: 'Kedir',
  email: 'amina@example.com',
  message: 'ሰላም፣ ስለ ፕሮግራሙ ጥያቄ አለኝ።',
  language: 'am',
  elapsedMs: 12_000,
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
    const response = await send(form({ email: 'fast@example.com', elapsedMs: 400 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TOO_FAST' });
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
