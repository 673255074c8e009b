import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { multipartBody } from '../testing/multipart';

/** Cases of SECURITY.md §2 not already proven beside the module they concern (numbers as there). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/admins/login', payload: { email, password }, remoteAddress: ip });

describe('authentication', () => {
  it('3: one address trying many emails is stopped, and the answers never say which exist', async () => {
    const statuses: number[] = [];
    const bodies = new Set<string>();
    for (let index = 0; index < 101; index++) {
      const response = await login(`guess-${index}@station.test`, 'wrong-password', '10.3.3.3');
      statuses.push(response.statusCode);
      if (response.statusCode === 401) bodies.add(response.json().error);
    }
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect(bodies.size).toBe(1);
  });

  it('4: a block outlives a restart of the API (counters live in the database)', async () => {
    const editor = await t.addAdmin('regular');
    for (let attempt = 0; attempt < 5; attempt++) await login(editor.email, 'wrong-password', '10.4.4.4');
    const restarted = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: t.dataDir, SEED_DEMO: 'false' }),
      database: { ...t.database, close: async () => undefined },
      logger: false,
    });
    const response = await restarted.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { email: editor.email, password: editor.password },
      remoteAddress: '10.4.4.4',
    });
    expect(response.statusCode).toBe(429);
    await restarted.close();
  });

  it('6: an expired token is refused', async () => {
    const [admin] = (await t.inject({ method: 'GET', url: '/api/admins', token: t.superToken })).json();
    const expired = t.app.jwt.sign({ sub: admin._id, ver: 0 }, { expiresIn: -10 } as never);
    const response = await t.inject({ method: 'GET', url: '/api/admins/verify', token: expired });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatch(/expired/);
  });

  it('9: a deleted admin is out on the very next request', async () => {
    const editor = await t.addAdmin('regular');
    expect(
      (await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token })).statusCode,
    ).toBe(200);
    await t.inject({ method: 'DELETE', url: `/api/admins/${editor.id}`, token: t.superToken });
    expect(
      (await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token })).statusCode,
    ).toBe(401);
  });
});

describe('authorization and input', () => {
  it('12: unknown query keys (password filters, selects) change nothing and never expose a hash', async () => {
    const plain = await t.inject({ method: 'GET', url: '/api/admins', token: t.superToken });
    for (const query of ['filter[password]=x', 'select=password_hash', 'populate=*']) {
      const response = await t.inject({ method: 'GET', url: `/api/admins?${query}`, token: t.superToken });
      expect(response.json()).toEqual(plain.json());
      expect(response.body).not.toMatch(/argon2|password_hash|token_version/);
    }
  });

  it('13: hostile ids are refused in the contract shape, never with a 500', async () => {
    for (const id of ['1%20OR%201=1', '..%2F..%2Fetc', 'x'.repeat(5000)]) {
      const response = await t.inject({
        method: 'PATCH',
        url: `/api/admins/update-user/${id}`,
        token: t.superToken,
        payload: {},
      });
      expect([400, 404, 414]).toContain(response.statusCode);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('20: a huge title is refused by its length rule, a huge body by the body limit; nothing is stored', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/post?limit=1' })).headers['x-total-count'];
    const post = (
      await t.inject({
        method: 'POST',
        url: '/api/post/add',
        token: t.superToken,
        ...multipartBody({ title: 't', detail: 'd', category: 'local' }, []),
      })
    ).json().data;
    const ascii = await t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}`,
      token: t.superToken,
      payload: { title: 'a'.repeat(900_000), detail: 'd', category: 'local' },
    });
    expect(ascii.statusCode).toBe(400);
    expect(ascii.json().error).toMatch(/title is too long/);
    const amharic = await t.inject({
      method: 'PATCH',
      url: `/api/post/${post._id}`,
      token: t.superToken,
      payload: { title: 'ዜ'.repeat(1_000_000), detail: 'd', category: 'local' },
    });
    expect(amharic.statusCode).toBe(413);
    expect(amharic.json().error).toEqual(expect.any(String));
    expect((await t.inject({ method: 'GET', url: `/api/post/${post._id}` })).json().title).toBe('t');
    expect(
      Number((await t.inject({ method: 'GET', url: '/api/post?limit=1' })).headers['x-total-count']),
    ).toBe(Number(before) + 1);
  });

  it('29: a hostile file name is never used; the file lands under a generated name', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 50, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const response = await t.inject({
      method: 'PATCH',
      url: '/api/ad/ad2',
      token: t.superToken,
      ...multipartBody({ name: 'ad2' }, [
        { field: 'image', filename: '../../etc/passwd.png', data: png, contentType: 'image/png' },
      ]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.image.secure_url).toMatch(/\/uploads\/[0-9a-f-]{36}\.png$/);
  });
});

describe('the public counter', () => {
  it('32: a forged X-Forwarded-For makes no new rate-limit keys', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 125; index++) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/view/increase?webStatus=page-view',
        headers: { 'x-forwarded-for': `203.0.113.${index % 250}` },
        remoteAddress: '10.32.32.32',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });
});
