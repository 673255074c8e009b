import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createViewsService } from '../modules/analytics/index';
import { buildLoggedApp, buildTestApp, type TestApp } from '../testing/build-test-app';
import { solidImage, uploadAd } from '../testing/images';
import { multipartBody } from '../testing/multipart';

/** Cases of SECURITY.md §2 not already proven beside the module they concern (numbers as there). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('authentication', () => {
  it('3: one address trying many emails is stopped, and the answers never say which exist', async () => {
    const statuses: number[] = [];
    const bodies = new Set<string>();
    for (let index = 0; index < 101; index++) {
      const response = await t.tryLogin(`guess-${index}@station.test`, 'wrong-password', '10.3.3.3');
      statuses.push(response.statusCode);
      if (response.statusCode === 401) bodies.add(response.json().error);
    }
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect(bodies.size).toBe(1);
  });

  it('4: a block outlives a restart of the API (counters live in the database)', async () => {
    const editor = await t.addAdmin('regular');
    for (let attempt = 0; attempt < 5; attempt++)
      await t.tryLogin(editor.email, 'wrong-password', '10.4.4.4');
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
    const expired = t.app.jwt.sign({ sub: admin._id, ver: 0, sid: admin._id, gen: 0 }, {
      expiresIn: -10,
    } as never);
    const response = await t.inject({ method: 'GET', url: '/api/admins/verify', token: expired });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('SESSION_EXPIRED');
  });

  it('9: a deleted admin is out on the very next request', async () => {
    const editor = await t.addAdmin('regular');
    expect(
      (await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token })).statusCode,
    ).toBe(200);
    await t.inject({ method: 'DELETE', url: `/api/admins/${editor.id}`, token: t.superToken });
    const ended = await t.inject({ method: 'GET', url: '/api/admins/verify', token: editor.token });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('SESSION_REVOKED');
  });
  it('5: a token signed with another secret, or sent without Bearer, is refused', async () => {
    const [admin] = (await t.inject({ method: 'GET', url: '/api/admins', token: t.superToken })).json();
    const { createHmac } = await import('node:crypto');
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: admin._id, ver: 0, exp: Math.floor(Date.now() / 1000) + 600 })}`;
    const foreign = `${unsigned}.${createHmac('sha256', 'another-secret-long-enough-for-hs256').update(unsigned).digest('base64url')}`;
    for (const authorization of [`Bearer ${foreign}`, t.superToken, `Token ${t.superToken}`, 'Bearer']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admins/verify',
        headers: { authorization },
      });
      expect({ authorization: authorization.slice(0, 12), status: response.statusCode }).toEqual({
        authorization: authorization.slice(0, 12),
        status: 401,
      });
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('15: two adds at once with the same email in different case make one admin and a 409', async () => {
    const add = (email: string) =>
      t.inject({
        method: 'POST',
        url: '/api/admins/add',
        token: t.superToken,
        payload: {
          name: 'Twin',
          email,
          role: 'regular',
          password: 'twin-password-1',
          confirmPwd: 'twin-password-1',
        },
      });
    const answers = await Promise.all([add('Twin@Station.test'), add('twin@station.test')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const admins = (await t.inject({ method: 'GET', url: '/api/admins', token: t.superToken })).json();
    expect(admins.filter((admin: { email: string }) => admin.email === 'twin@station.test')).toHaveLength(1);
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
    const png = await solidImage('png', 50, 20);
    const response = await uploadAd(t, 'ad2', {
      filename: '../../etc/passwd.png',
      data: png,
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.image.secure_url).toMatch(/\/uploads\/[0-9a-f-]{36}\.webp$/);
  });

  it('25, 28: a path for an ad name and random bytes called a JPEG are refused; the old ad stays', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/ad' })).json();
    const { randomBytes } = await import('node:crypto');
    const traversal = await t.inject({
      method: 'PATCH',
      url: '/api/ad/..%2Fad1',
      token: t.superToken,
      ...multipartBody({ name: '../ad1' }, [{ field: 'image', filename: 'a.jpg', data: randomBytes(2000) }]),
    });
    expect(traversal.statusCode).toBe(400);
    const noise = await uploadAd(t, 'ad1', {
      filename: 'photo.jpg',
      data: randomBytes(50_000),
      contentType: 'image/jpeg',
    });
    expect([400, 415]).toContain(noise.statusCode);
    expect(noise.json().error).toEqual(expect.any(String));
    expect((await t.inject({ method: 'GET', url: '/api/ad' })).json()).toEqual(before);
  });

  it('30: JSON answers keep the strict helmet headers that only uploads relax', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/post?limit=1' });
    expect(response.headers).toMatchObject({
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
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

  it('33: views either side of midnight UTC land on their own days', async () => {
    const views = createViewsService(t.database.db);
    const client = { ip: '10.33.0.1', userAgent: 'Mozilla/5.0' };
    await views.increase({ webStatus: 'page-view' }, client, new Date('2026-03-01T23:59:59.999Z'));
    await views.increase({ webStatus: 'page-view' }, client, new Date('2026-03-02T00:00:00.000Z'));
    await views.increase({ webStatus: 'page-view' }, client, new Date('2026-03-02T00:00:00.001Z'));
    const result = (await t.database.db.execute(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, page_views FROM site_daily WHERE day IN ('2026-03-01', '2026-03-02') ORDER BY day",
    )) as unknown as { rows: { day: string; page_views: number }[] };
    expect(result.rows.map((row) => [row.day, Number(row.page_views)])).toEqual([
      ['2026-03-01', 1],
      ['2026-03-02', 2],
    ]);
  });
});

describe('security logging', () => {
  it('logs login outcomes and refusals with the request id and an anonymised address, never a secret', async () => {
    const { app, lines } = await buildLoggedApp(t.dataDir);
    try {
      await app.inject({
        method: 'POST',
        url: '/api/admins/login',
        payload: { email: 'nobody@station.test', password: 'hunter2-secret-typed' },
        remoteAddress: '198.51.100.77',
      });
      await app.inject({
        method: 'GET',
        url: '/api/admins/verify',
        headers: { authorization: 'Bearer not.a.token-secret-header' },
        remoteAddress: '198.51.100.78',
      });
      const entries = lines.map((line) => JSON.parse(line));
      const events = entries.filter((entry) => entry.event === 'security');
      expect(events.map((entry) => entry.action ?? entry.status)).toEqual(['login-failed', 401, 401]);
      for (const event of events)
        expect(event).toMatchObject({ reqId: expect.any(String), ip: '198.51.100.0' });
      const everything = lines.join('\n');
      expect(everything).not.toMatch(/198\.51\.100\.7[78]|hunter2-secret-typed|token-secret-header/);
    } finally {
      await app.close();
    }
  });
});
