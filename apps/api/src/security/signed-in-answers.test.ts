import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SUPER, type TestApp } from '../testing/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SAMPLE_ID = '00000000-0000-4000-8000-0000000000ee';

/** Every GET the API documents, with sample values in its path. */
function documentedReads(): string[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([, methods]) => 'get' in methods)
    .map(([path]) => path.replace('{id}', SAMPLE_ID).replace('{key}', 'x').replace('{file}', 'x.png'));
}

describe('answers for a signed-in admin are kept by no cache', () => {
  it('the login answer, which carries the token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admins/login', payload: SUPER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('every read that needs a session, the cached dashboard figures included', async () => {
    const guarded: string[] = [];
    for (const url of documentedReads()) {
      if ((await t.inject({ method: 'GET', url })).statusCode !== 401) continue;
      guarded.push(url);
      const response = await t.inject({ method: 'GET', url, token: t.superToken });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        cacheControl: 'no-store',
      });
    }
    expect(guarded).toEqual(
      expect.arrayContaining(['/api/admins/verify', '/api/admins/', '/api/post/post-analytics']),
    );
  });

  it('the change-my-pwd answer with its fresh token, and the logout answer', async () => {
    const editor = await t.addAdmin('regular');
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
    expect(changed.headers['cache-control']).toBe('no-store');
    const loggedOut = await t.inject({
      method: 'POST',
      url: '/api/admins/logout',
      token: changed.json().token,
    });
    expect(loggedOut.headers['cache-control']).toBe('no-store');
  });
});
