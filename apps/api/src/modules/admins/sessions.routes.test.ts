import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const verify = (token: string) => t.inject({ method: 'GET', url: '/api/admins/verify', token });
const logout = (token?: string) => t.inject({ method: 'POST', url: '/api/admins/logout', token });

/** Signs claims with the API's own secret, as a holder of the secret (or a bug) could. */
function signed(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  const signature = createHmac('sha256', t.app.env.JWT_SECRET).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('token expiry', () => {
  it('refuses a well-signed token that has no exp, and takes the same claims with one', async () => {
    const editor = await t.addAdmin('regular');
    const claims = JSON.parse(Buffer.from(editor.token.split('.')[1] as string, 'base64url').toString());
    const { exp, ...withoutExp } = claims;
    expect(exp).toEqual(expect.any(Number));
    expect((await verify(signed(claims))).statusCode).toBe(200);
    const response = await verify(signed(withoutExp));
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual(expect.any(String));
  });
});

describe('POST admins/logout', () => {
  it("ends the caller's sessions on the server, every copy of the token included", async () => {
    const editor = await t.addAdmin('regular');
    const otherBrowser = await t.login(editor.email, editor.password);
    const response = await logout(editor.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged Out Successfully!' });
    for (const token of [editor.token, otherBrowser]) {
      const refused = await verify(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('SESSION_REVOKED');
    }
    expect((await verify(await t.login(editor.email, editor.password))).statusCode).toBe(200);
  });

  it("leaves other admins' sessions alone", async () => {
    const editor = await t.addAdmin('regular');
    const colleague = await t.addAdmin('regular');
    await logout(editor.token);
    expect((await verify(colleague.token)).statusCode).toBe(200);
    expect((await verify(t.superToken)).statusCode).toBe(200);
  });

  it('needs a live session', async () => {
    expect((await logout()).statusCode).toBe(401);
    const editor = await t.addAdmin('regular');
    await logout(editor.token);
    expect((await logout(editor.token)).statusCode).toBe(401);
  });
});

describe('POST admins/refresh', () => {
  const refresh = (token: string) => t.inject({ method: 'POST', url: '/api/admins/refresh', token });
  const expiresIn = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).exp - Date.now() / 1000;

  it('ends the token it replaces, so a copy of it cannot be refreshed or used', async () => {
    const editor = await t.addAdmin('regular');
    const renewed = await refresh(editor.token);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().token as string;
    expect((await verify(fresh)).statusCode).toBe(200);
    const old = await verify(editor.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('SESSION_REVOKED');
    expect((await refresh(editor.token)).statusCode).toBe(401);
    expect((await refresh(fresh)).statusCode).toBe(200);
  });

  it('leaves the admin’s other sign-ins alone', async () => {
    const editor = await t.addAdmin('regular');
    const otherBrowser = await t.login(editor.email, editor.password);
    expect((await refresh(editor.token)).statusCode).toBe(200);
    expect((await verify(otherBrowser)).statusCode).toBe(200);
  });

  it('never carries a session past seven days from its sign-in', async () => {
    const editor = await t.addAdmin('regular');
    const ageSignIn = (age: string) =>
      t.database.db.execute(sql`
        UPDATE admin_sessions SET started_at = now() - ${age}::interval
        WHERE admin_id = ${editor.id}`);
    await ageSignIn('7 days');
    await t.database.db.execute(sql`UPDATE admin_sessions SET started_at = started_at + interval '1 hour'
      WHERE admin_id = ${editor.id}`);
    const lastDay = await refresh(editor.token);
    expect(lastDay.statusCode).toBe(200);
    // The last token ends with the session's seventh day, not twelve hours on.
    expect(expiresIn(lastDay.json().token)).toBeLessThanOrEqual(3600);
    await ageSignIn('7 days 1 minute');
    const late = await refresh(lastDay.json().token);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('SESSION_EXPIRED');
  });
});
