import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loginThrottle } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = (statuses: number[], wanted: number[]) =>
  statuses.filter((status) => wanted.includes(status)).length;

describe('the login throttle under concurrent guesses', () => {
  it('checks at most five of 40 guesses sent at once, the right one among them, and refuses the rest', async () => {
    const editor = await t.addAdmin('regular');
    const guesses = Array.from({ length: 40 }, (_, index) =>
      index === 39 ? editor.password : `wrong-guess-${index}`,
    );
    const statuses = (
      await Promise.all(guesses.map((guess) => t.tryLogin(editor.email, guess, '10.30.0.1')))
    ).map((response) => response.statusCode);
    // A 401 or a 200 means the password was checked; a 429 means it never was.
    expect(count(statuses, [401, 200])).toBeLessThanOrEqual(5);
    expect(count(statuses, [429])).toBeGreaterThanOrEqual(35);
    expect(count(statuses, [401, 200, 429])).toBe(40);
  });

  it('still refuses the right password once locked out, until the lock-out ends', async () => {
    const editor = await t.addAdmin('regular');
    await Promise.all(
      Array.from({ length: 10 }, (_, index) => t.tryLogin(editor.email, `wrong-guess-${index}`, '10.30.0.2')),
    );
    const right = await t.tryLogin(editor.email, editor.password, '10.30.0.2');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe('Too many failed attempts. Try again in 15 minutes.');
    await t.database.db
      .update(loginThrottle)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(sql`${loginThrottle.key} LIKE ${`login:${editor.email}:%`}`);
    expect((await t.tryLogin(editor.email, editor.password, '10.30.0.2')).statusCode).toBe(200);
  });

  it('keeps refusing during a lock-out the earlier counter left (its count set back to 0)', async () => {
    const editor = await t.addAdmin('regular');
    await t.database.db.insert(loginThrottle).values({
      key: `login:${editor.email}:10.30.0.3`,
      failures: 0,
      strikes: 1,
      windowStart: new Date(),
      blockedUntil: new Date(Date.now() + 15 * 60_000),
    });
    expect((await t.tryLogin(editor.email, editor.password, '10.30.0.3')).statusCode).toBe(429);
  });

  it('counts every address of one IPv6 /64 as one, and another /64 apart', async () => {
    const editor = await t.addAdmin('regular');
    for (let host = 1; host <= 5; host++) {
      expect((await t.tryLogin(editor.email, 'wrong-password', `2001:db8:30:1::${host}`)).statusCode).toBe(
        401,
      );
    }
    expect((await t.tryLogin(editor.email, editor.password, '2001:db8:30:1:ffff::9')).statusCode).toBe(429);
    expect((await t.tryLogin(editor.email, editor.password, '2001:db8:30:2::1')).statusCode).toBe(200);
  });
});

describe('the throttle table', () => {
  it('loses rows nothing has touched for a day, and keeps current ones', async () => {
    const old = new Date(Date.now() - 25 * 60 * 60_000);
    await t.database.db.insert(loginThrottle).values([
      { key: 'login:stale@station.test:10.31.0.1', failures: 3, windowStart: old },
      { key: 'login-ip:10.31.0.2', failures: 7, windowStart: old },
      {
        key: 'login:blocked@station.test:10.31.0.3',
        failures: 5,
        strikes: 2,
        windowStart: old,
        blockedUntil: old,
      },
      { key: 'login:current@station.test:10.31.0.4', failures: 2, windowStart: new Date() },
    ]);
    // Another instance on the same database prunes on its first login.
    const other = await buildApp({
      env: t.app.env,
      database: { ...t.database, close: async () => undefined },
      logger: false,
    });
    await other.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { email: 'nobody@station.test', password: 'wrong-password' },
      remoteAddress: '10.31.0.9',
    });
    await other.close();
    const keys = (await t.database.db.select({ key: loginThrottle.key }).from(loginThrottle)).map(
      (row) => row.key,
    );
    expect(keys).toContain('login:current@station.test:10.31.0.4');
    expect(keys).not.toContain('login:stale@station.test:10.31.0.1');
    expect(keys).not.toContain('login-ip:10.31.0.2');
    expect(keys).not.toContain('login:blocked@station.test:10.31.0.3');
  });
});
