import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SUPER, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admins/login', payload: { email, password }, remoteAddress: ip });

describe('POST admins/login', () => {
  it('answers the token and the admin fields, never the hash', async () => {
    const response = await login(SUPER.email.toUpperCase(), SUPER.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email: SUPER.email, role: 'super', name: 'Station Admin' });
    expect(body.token).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/password|hash|token_version|tokenVersion/i);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const wrong = await login(SUPER.email, 'not-the-password', '10.0.1.1');
    const unknown = await login('nobody@station.test', 'not-the-password', '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe(unknown.json().error);
  });

  it('refuses the sixth failure in a row from one address, but not the same admin elsewhere', async () => {
    const editor = await t.addAdmin('regular');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(editor.email, 'wrong-password', '10.0.2.1')).statusCode).toBe(401);
    }
    const blocked = await login(editor.email, editor.password, '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(blocked.json().error).toBe('Too many failed attempts. Try again in 15 minutes.');
    expect((await login(editor.email, editor.password, '10.0.2.2')).statusCode).toBe(200);
  });

  it('refuses malformed bodies with a sentence naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Enter a valid email address, like name@example.com.',
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'email', message: 'Enter a valid email address, like name@example.com.' },
        { path: 'password', message: 'The password is required.' },
      ],
    });
  });
});

describe('sessions', () => {
  it('verifies a good token and refuses a missing, forged or query-string one', async () => {
    const ok = await t.inject({ method: 'GET', url: '/api/admins/verify', token: t.superToken });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: SUPER.email, role: 'super' });

    const [header, payload] = t.superToken.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const hs512 = t.app.jwt.sign({ sub: 'x', ver: 0, sid: 'x', gen: 0 }, { algorithm: 'HS512' } as never);
    for (const token of [none, `${header}.${payload}.forged`, hs512]) {
      const response = await t.inject({ method: 'GET', url: '/api/admins/verify', token });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const missing = await t.inject({ method: 'GET', url: '/api/admins/verify' });
    expect(missing.statusCode).toBe(401);
    const inQuery = await t.inject({ method: 'GET', url: `/api/admins/verify?token=${t.superToken}` });
    expect(inQuery.statusCode).toBe(401);
  });

  it('ends every other session on change-my-pwd and hands the caller a new token', async () => {
    const editor = await t.addAdmin('regular');
    const second = await t.login(editor.email, editor.password);
    const changed = await t.inject({
      method: 'PATCH',
      url: '/api/admins/change-my-pwd',
      token: editor.token,
      payload: {
        prevPwd: editor.password,
        newPwd: 'a brand new passphrase',
        confirmPwd: 'a brand new passphrase',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password Changed Successfully!');
    const fresh = changed.json().token;
    const ended = await t.inject({ method: 'GET', url: '/api/admins/verify', token: second });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('SESSION_REVOKED');
    expect(
      (await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token })).statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/admins/verify', token: fresh })).statusCode).toBe(200);
    expect((await login(editor.email, editor.password, '10.0.3.1')).statusCode).toBe(401);
    expect((await login(editor.email, 'a brand new passphrase', '10.0.3.1')).statusCode).toBe(200);
  });

  it.each([
    [
      { prevPwd: 'wrong-password', newPwd: 'another passphrase', confirmPwd: 'another passphrase' },
      { path: 'prevPwd', message: 'Your current password is not correct.' },
    ],
    [
      { prevPwd: 'PREV', newPwd: 'another passphrase', confirmPwd: 'different' },
      { path: 'confirmPwd', message: 'The passwords do not match.' },
    ],
    [
      { prevPwd: 'PREV', newPwd: 'short', confirmPwd: 'short' },
      { path: 'newPwd', message: 'The new password must be 8 to 128 characters long.' },
    ],
    [
      { prevPwd: 'PREV', newPwd: 'password123', confirmPwd: 'password123' },
      { path: 'newPwd', message: 'This password is too common; choose one that is harder to guess.' },
    ],
  ])(
    'refuses a bad change-my-pwd with 400 under its field and keeps the session (%#)',
    async (body, issue) => {
      const editor = await t.addAdmin('regular');
      const payload = { ...body, prevPwd: body.prevPwd === 'PREV' ? editor.password : body.prevPwd };
      const response = await t.inject({
        method: 'PATCH',
        url: '/api/admins/change-my-pwd',
        token: editor.token,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: issue.message, code: 'VALIDATION_FAILED', issues: [issue] });
      expect(
        (await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token })).statusCode,
      ).toBe(200);
    },
  );

  it('accepts long, spaced and Amharic passwords exactly as typed', async () => {
    const editor = await t.addAdmin('regular');
    const newPwd = `ሰላም ለኢትዮጵያ ${'x'.repeat(70)}`;
    const response = await t.inject({
      method: 'PATCH',
      url: '/api/admins/change-my-pwd',
      token: editor.token,
      payload: { prevPwd: editor.password, newPwd, confirmPwd: newPwd },
    });
    expect(response.statusCode).toBe(200);
    expect((await login(editor.email, newPwd, '10.0.4.1')).statusCode).toBe(200);
    expect((await login(editor.email, newPwd.trim().slice(0, -1), '10.0.4.2')).statusCode).toBe(401);
  });
});

describe('super-only administration', () => {
  it('adds an admin with the spec message and refuses the same email in another case', async () => {
    const payload = {
      name: 'Hanan',
      email: 'Hanan@Station.test',
      role: 'regular',
      password: 'hanan-pass-1',
      confirmPwd: 'hanan-pass-1',
    };
    const added = await t.inject({ method: 'POST', url: '/api/admins/add', token: t.superToken, payload });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('An Account for Hanan Created Successfully!');
    const again = await t.inject({
      method: 'POST',
      url: '/api/admins/add',
      token: t.superToken,
      payload: { ...payload, email: 'hanan@station.test' },
    });
    expect(again.statusCode).toBe(409);
    const list = await t.inject({ method: 'GET', url: '/api/admins', token: t.superToken });
    expect(
      list.json().filter((admin: { email: string }) => admin.email === 'hanan@station.test'),
    ).toHaveLength(1);
    expect(list.body).not.toMatch(/password|hash|token_version/i);
  });

  it('lets one of two identical concurrent adds through', async () => {
    const payload = (email: string) => ({
      name: 'Race',
      email,
      role: 'regular',
      password: 'race-pass-1',
      confirmPwd: 'race-pass-1',
    });
    const results = await Promise.all(
      ['Race@x.test', 'race@x.test'].map((email) =>
        t.inject({ method: 'POST', url: '/api/admins/add', token: t.superToken, payload: payload(email) }),
      ),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a mismatched confirmation, a missing role and unknown fields', async () => {
    const base = {
      name: 'Sara',
      email: 'sara@station.test',
      role: 'regular',
      password: 'sara-pass-1',
      confirmPwd: 'sara-pass-1',
    };
    for (const payload of [
      { ...base, confirmPwd: 'other' },
      { ...base, role: '' },
      { ...base, token_version: 0 },
    ]) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/admins/add',
        token: t.superToken,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('edits an admin, ends their sessions on a password change, and deletes them', async () => {
    const editor = await t.addAdmin('regular', 'Yusuf');
    const edited = await t.inject({
      method: 'PATCH',
      url: `/api/admins/update-user/${editor.id}`,
      token: t.superToken,
      payload: { id: editor.id, name: 'Yusuf Ahmed', email: editor.email, role: 'regular' },
    });
    expect(edited.json().message).toBe('Admin Edited Successfully!');

    const changed = await t.inject({
      method: 'PATCH',
      url: `/api/admins/change-user-pwd/${editor.id}`,
      token: t.superToken,
      payload: {
        id: editor.id,
        name: 'Yusuf Ahmed',
        password: 'set-by-super-1',
        confirmPwd: 'set-by-super-1',
      },
    });
    expect(changed.json().message).toBe('Password Changed Successfully!');
    expect(
      (await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token })).statusCode,
    ).toBe(401);

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/admins/${editor.id}`,
      token: t.superToken,
    });
    expect(deleted.json().message).toBe('Yusuf Ahmed Deleted Successfully!');
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/admins/${editor.id}`, token: t.superToken })).statusCode,
    ).toBe(404);
  });

  it('takes super rights away on the very next request after a demotion', async () => {
    const boss = await t.addAdmin('super');
    expect((await t.inject({ method: 'GET', url: '/api/admins', token: boss.token })).statusCode).toBe(200);
    await t.inject({
      method: 'PATCH',
      url: `/api/admins/update-user/${boss.id}`,
      token: t.superToken,
      payload: { name: 'Demoted', email: boss.email, role: 'regular' },
    });
    expect((await t.inject({ method: 'GET', url: '/api/admins', token: boss.token })).statusCode).toBe(403);
  });

  it('refuses a body id that differs from the address, and a malformed id', async () => {
    const editor = await t.addAdmin('regular');
    const other = await t.addAdmin('regular');
    const mismatch = await t.inject({
      method: 'PATCH',
      url: `/api/admins/update-user/${editor.id}`,
      token: t.superToken,
      payload: { id: other.id, name: 'x', email: editor.email, role: 'regular' },
    });
    expect(mismatch.statusCode).toBe(400);
    const malformed = await t.inject({
      method: 'DELETE',
      url: '/api/admins/1%20OR%201=1',
      token: t.superToken,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the last super administrator', () => {
  it('cannot be deleted or demoted, even by two supers deleting each other at once', async () => {
    const solo = await buildTestApp();
    try {
      const list = await solo.inject({ method: 'GET', url: '/api/admins', token: solo.superToken });
      const onlySuper = list.json()[0];
      const demote = await solo.inject({
        method: 'PATCH',
        url: `/api/admins/update-user/${onlySuper._id}`,
        token: solo.superToken,
        payload: { name: onlySuper.name, email: onlySuper.email, role: 'regular' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error).toBe('At least one super administrator must remain.');
      expect(
        (await solo.inject({ method: 'DELETE', url: `/api/admins/${onlySuper._id}`, token: solo.superToken }))
          .statusCode,
      ).toBe(409);

      const other = await solo.addAdmin('super');
      const results = await Promise.all([
        solo.inject({ method: 'DELETE', url: `/api/admins/${other.id}`, token: solo.superToken }),
        solo.inject({ method: 'DELETE', url: `/api/admins/${onlySuper._id}`, token: other.token }),
      ]);
      const remaining = await solo.database.db.execute(
        "SELECT count(*)::int AS n FROM admins WHERE role = 'super'",
      );
      expect((remaining as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
      expect(results.some((response) => response.statusCode === 200)).toBe(true);
    } finally {
      await solo.close();
    }
  });
});

describe('profile', () => {
  it('reads and updates the caller only, ignoring nothing silently', async () => {
    const editor = await t.addAdmin('regular', 'Amina');
    const me = await t.inject({ method: 'GET', url: '/api/admins/get-me', token: editor.token });
    expect(me.json()).toEqual({ name: 'Amina', email: editor.email });
    const escalate = await t.inject({
      method: 'PATCH',
      url: '/api/admins/update-me',
      token: editor.token,
      payload: { name: 'Amina', email: editor.email, role: 'super' },
    });
    expect(escalate.statusCode).toBe(400);
    const updated = await t.inject({
      method: 'PATCH',
      url: '/api/admins/update-me',
      token: editor.token,
      payload: { name: 'Amina Yusuf', email: editor.email },
    });
    expect(updated.json().message).toBe('Your Profile Updated Successfully!');
    const verify = await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token });
    expect(verify.json()).toMatchObject({ name: 'Amina Yusuf', role: 'regular' });
  });
});

describe('PATCH admins/language', () => {
  it('keeps the console language with the admin, so the next sign-in anywhere starts in it', async () => {
    const editor = await t.addAdmin('regular', 'Hawa');
    const before = await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token });
    expect(before.json().language).toBeNull();

    const chosen = await t.inject({
      method: 'PATCH',
      url: '/api/admins/language',
      token: editor.token,
      payload: { language: 'am' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ name: 'Hawa', language: 'am' });

    const again = await login(editor.email, editor.password, '10.0.9.1');
    expect(again.json()).toMatchObject({ language: 'am' });
  });

  it('refuses a language the console does not speak, and anyone signed out', async () => {
    const editor = await t.addAdmin('regular');
    const unknown = await t.inject({
      method: 'PATCH',
      url: '/api/admins/language',
      token: editor.token,
      payload: { language: 'fr' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: 'language', message: 'Choose English or Amharic.' }]);
    const anonymous = await t.inject({
      method: 'PATCH',
      url: '/api/admins/language',
      payload: { language: 'am' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
