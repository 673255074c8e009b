import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SUPER, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW = 'a brand new passphrase';

const changeMyPwd = (token: string, prevPwd: string, ip: string) =>
  t.inject({
    method: 'PATCH',
    url: '/api/admins/change-my-pwd',
    token,
    payload: { prevPwd, newPwd: NEW, confirmPwd: NEW },
    remoteAddress: ip,
  });

describe('change-my-pwd under guessing', () => {
  it('refuses the right current password after 40 wrong ones, like login, and keeps the session', async () => {
    const editor = await t.addAdmin('regular');
    const statuses: number[] = [];
    for (let guess = 0; guess < 40; guess++) {
      statuses.push((await changeMyPwd(editor.token, `wrong-guess-${guess}`, '10.40.0.1')).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const right = await changeMyPwd(editor.token, editor.password, '10.40.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe('Too many failed attempts. Try again in 15 minutes.');
    // A 429 is not a 401: the console keeps the admin signed in, and the password is unchanged.
    expect(
      (await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token })).statusCode,
    ).toBe(200);
    expect((await t.tryLogin(editor.email, editor.password, '10.40.0.2')).statusCode).toBe(200);
  });

  it('checks at most five of 40 guesses sent at once', async () => {
    const editor = await t.addAdmin('regular');
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, guess) =>
          changeMyPwd(editor.token, `wrong-guess-${guess}`, '10.40.1.1'),
        ),
      )
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
  });

  it('counts per admin and address, so the admin elsewhere can still change it', async () => {
    const editor = await t.addAdmin('regular');
    for (let guess = 0; guess < 5; guess++) await changeMyPwd(editor.token, `wrong-${guess}`, '10.40.2.1');
    expect((await changeMyPwd(editor.token, editor.password, '10.40.2.1')).statusCode).toBe(429);
    const elsewhere = await changeMyPwd(editor.token, editor.password, '10.40.2.2');
    expect(elsewhere.statusCode).toBe(200);
    expect((await t.tryLogin(editor.email, NEW, '10.40.2.3')).statusCode).toBe(200);
  });
});

describe('a super and their own password', () => {
  it('is sent to change-my-pwd instead of change-user-pwd, and nothing changes', async () => {
    const [me] = (await t.inject({ method: 'GET', url: '/api/admins', token: t.superToken }))
      .json()
      .filter((admin: { email: string }) => admin.email === SUPER.email);
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admins/change-user-pwd/${me._id}`,
      token: t.superToken,
      payload: { id: me._id, password: 'taken-over-pass-1', confirmPwd: 'taken-over-pass-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      'To change your own password, use Change Password (change-my-pwd), which asks for your current password.',
    );
    expect(
      (await t.inject({ method: 'GET', url: '/api/admins/verify', token: t.superToken })).statusCode,
    ).toBe(200);
    expect((await t.tryLogin(SUPER.email, 'taken-over-pass-1', '10.41.0.1')).statusCode).toBe(401);
    expect((await t.tryLogin(SUPER.email, SUPER.password, '10.41.0.1')).statusCode).toBe(200);
  });
});
