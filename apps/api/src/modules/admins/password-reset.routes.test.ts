import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { buildTestApp, SUPER, type TestApp } from '../../testing/build-test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';

// Counted, not changed: a test below tells whether a request paid for hashing a password.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const NEW_PASSWORD = 'a-fresh-harder-password';
const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

describe('a forgotten password, reset by email', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let ip = 0;
  const forgot = (email: string, remoteAddress = `10.1.0.${++ip}`) =>
    t.inject({ method: 'POST', url: '/api/admins/forgot-password', payload: { email }, remoteAddress });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.inject({
      method: 'POST',
      url: '/api/admins/reset-password',
      payload: { token, password, confirmPwd: password },
      remoteAddress: `10.2.0.${++ip}`,
    });
  const linkFor = async (email: string) => {
    await forgot(email);
    const mail = await smtp.waitForMail((received) => received.to.includes(email));
    const token = /http:\/\/console\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no reset link in the email');
    return token;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_CONSOLE_URL: 'http://console.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('says the console may offer it when email is configured', async () => {
    const answer = await t.inject({ method: 'GET', url: '/api/admins/forgot-password' });
    expect(answer.json()).toEqual({ byEmail: true });
  });

  it('answers a known and an unknown address alike, and emails only the known one', async () => {
    const known = await forgot(SUPER.email);
    const unknown = await forgot('nobody@station.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitForMail((mail) => mail.to.includes(SUPER.email));
    expect(smtp.received.some((mail) => mail.to.includes('nobody@station.test'))).toBe(false);
  });

  it('sets the new password once, ends every session, and refuses the link the second time', async () => {
    const editor = await t.addAdmin('regular');
    const token = await linkFor(editor.email);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    const oldSession = await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token });
    expect(oldSession.statusCode).toBe(401);
    expect(await t.login(editor.email, NEW_PASSWORD)).toBeTruthy();

    const again = await reset(token, 'yet-another-long-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This reset link is not valid any more: ask for a new one.');
  });

  it('refuses a link older than 30 minutes', async () => {
    const editor = await t.addAdmin('regular');
    const token = await linkFor(editor.email);
    await t.database.db.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    expect((await reset(token)).statusCode).toBe(400);
    expect(await t.login(editor.email, editor.password)).toBeTruthy();
  });

  it('refuses a common password with the reason, and keeps the link usable', async () => {
    const editor = await t.addAdmin('regular');
    const token = await linkFor(editor.email);
    const weak = await reset(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toBe('password');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('emails one account at most three links an hour, however many networks ask', async () => {
    const editor = await t.addAdmin('regular');
    for (let i = 0; i < 5; i += 1) expect((await forgot(editor.email)).statusCode).toBe(202);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(editor.email)).length).toBe(3);
    const rows = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM password_resets r JOIN admins a ON a.id = r.admin_id WHERE a.email = ${editor.email}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
  });

  it('queues the same one job for an unknown address as for a known one, and decides in the job', async () => {
    const jobCount = async () =>
      rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM jobs`))[0]?.n;
    const before = await jobCount();
    expect((await forgot('stranger@station.test')).statusCode).toBe(202);
    expect(await jobCount()).toBe((before ?? 0) + 1);
  });

  it('keeps no link in the job table: a reset is queued by its id, the link made when the email goes', async () => {
    const editor = await t.addAdmin('regular');
    const token = await linkFor(editor.email);
    const stored = rowsOf<{ kind: string; key: string | null; payload: string }>(
      await t.database.db.execute(sql`SELECT kind, key, payload::text AS payload FROM jobs`),
    );
    for (const job of stored) {
      expect(`${job.key} ${job.payload}`, job.kind).not.toContain(token);
      expect(job.payload, job.kind).not.toContain('reset-password?token');
    }
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('looks the link up before any password work: an unknown link costs no hashing', async () => {
    vi.mocked(hashPassword).mockClear();
    const refused = await reset(randomToken());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('This reset link is not valid any more: ask for a new one.');
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('ends a pending link when the admin changes their password', async () => {
    const editor = await t.addAdmin('regular');
    const token = await linkFor(editor.email);
    const changed = await t.inject({
      method: 'PATCH',
      url: '/api/admins/change-my-pwd',
      token: editor.token,
      payload: { prevPwd: editor.password, newPwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token, 'someone-elses-password')).statusCode).toBe(400);
    expect(await t.login(editor.email, NEW_PASSWORD)).toBeTruthy();
  });

  it('ends a pending link when a super sets the password', async () => {
    const editor = await t.addAdmin('regular');
    const token = await linkFor(editor.email);
    const changed = await t.inject({
      method: 'PATCH',
      url: `/api/admins/change-user-pwd/${editor.id}`,
      token: t.superToken,
      payload: { password: NEW_PASSWORD, confirmPwd: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token, 'someone-elses-password')).statusCode).toBe(400);
  });

  it('ends a pending link when a super changes the email', async () => {
    const editor = await t.addAdmin('regular');
    const token = await linkFor(editor.email);
    const changed = await t.inject({
      method: 'PATCH',
      url: `/api/admins/update-user/${editor.id}`,
      token: t.superToken,
      payload: { name: 'Moved', email: `moved-${editor.email}`, role: 'regular' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('ends a pending link, and sends none still queued, when the admin is deleted', async () => {
    const editor = await t.addAdmin('regular');
    const token = await linkFor(editor.email);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/admins/${editor.id}`, token: t.superToken })).statusCode,
    ).toBe(200);
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('limits one network to ten requests an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await forgot(`x${i}@example.com`, '10.3.3.3')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('a forgotten password without email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('tells the console to keep its sentence, and refuses to pretend a link was sent', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admins/forgot-password' })).json()).toEqual({
      byEmail: false,
    });
    const asked = await t.inject({
      method: 'POST',
      url: '/api/admins/forgot-password',
      payload: { email: SUPER.email },
    });
    expect(asked.statusCode).toBe(503);
  });
});
