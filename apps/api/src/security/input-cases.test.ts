import { FIELD_MAX } from '@station/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedApp, buildTestApp, type TestApp } from '../testing/build-test-app';
import { solidImage, uploadAd } from '../testing/images';
import { multipartBody } from '../testing/multipart';

/** Cases of SECURITY.md §2, sections C to F, not already proven beside their module (numbers as there). */
let t: TestApp;
let postId: string;

beforeAll(async () => {
  t = await buildTestApp();
  postId = await addPost('ዜና ከአዲስ አበባ 100% _done_ a\\b', 'The market opened.');
  await addPost('Plain title', 'Nothing special here.');
});
afterAll(() => t.close());

async function addPost(title: string, detail: string): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/post/add',
    token: t.superToken,
    ...multipartBody({ title, detail, category: 'local' }, []),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data._id;
}

const get = (url: string) => t.inject({ method: 'GET', url });
const titles = async (url: string) => (await get(url)).json().map((post: { title: string }) => post.title);

function expectError(
  response: { statusCode: number; json(): { error?: unknown } },
  status: number,
  pattern?: RegExp,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().error).toEqual(pattern ? expect.stringMatching(pattern) : expect.any(String));
}

describe('C. input validation and injection', () => {
  it('16: SQL and LIKE wildcards in a search key match only themselves', async () => {
    expect(await titles(`/api/post/search/${encodeURIComponent("' OR 1=1--")}`)).toEqual([]);
    expect(await titles(`/api/post/search/${encodeURIComponent('%')}`)).toEqual([
      'ዜና ከአዲስ አበባ 100% _done_ a\\b',
    ]);
    expect(await titles(`/api/post/search/${encodeURIComponent('_')}`)).toEqual([
      'ዜና ከአዲስ አበባ 100% _done_ a\\b',
    ]);
    expect(await titles(`/api/post/search/${encodeURIComponent('\\')}`)).toEqual([
      'ዜና ከአዲስ አበባ 100% _done_ a\\b',
    ]);
    expect(await titles('/api/post/search/%2525')).toEqual([]);
    expect(await titles('/api/post/search/a%2Fb')).toEqual([]);
  });

  it('17: long, empty and blank keys get a clear answer; syllables from the middle find the post', async () => {
    expect(
      (await get(`/api/post/search/${encodeURIComponent('ዜ'.repeat(FIELD_MAX.searchKey))}`)).statusCode,
    ).toBe(200);
    expectError(
      await get(`/api/post/search/${encodeURIComponent('ዜ'.repeat(FIELD_MAX.searchKey + 1))}`),
      400,
      /^The search text is too long/,
    );
    expectError(
      await get(`/api/post/search/${encodeURIComponent('ዜ'.repeat(300))}`),
      400,
      /^The search text is too long/,
    );
    // Nothing to search for is answered as a search that found nothing (contract 8).
    expect((await get('/api/post/search/%20%20%20')).json()).toEqual([]);
    expect((await get('/api/post/search?key=')).json()).toEqual([]);
    // Three syllables from inside a word (አዲስ in ከአዲስ): a stem of two is looked for only as a whole
    // word, since it stands inside too many others.
    expect(await titles(`/api/post/search/${encodeURIComponent('አዲስ')}`)).toEqual([
      'ዜና ከአዲስ አበባ 100% _done_ a\\b',
    ]);
  });

  it('18: emoji, right-to-left overrides and zero-width joiners come back byte for byte', async () => {
    const title = 'ዜና 🇪🇹👨‍👩‍👧 \u202Eevil\u202C a\u200Db';
    const id = await addPost(title, 'detail \u200B');
    const post = (await get(`/api/post/${id}`)).json();
    expect([post.title, post.detail]).toEqual([title, 'detail \u200B']);
  });

  it('21: wrong types and ranges name the field; limit=400 is the largest list', async () => {
    const satellite = (payload: Record<string, unknown>) =>
      t.inject({
        method: 'POST',
        url: '/api/satellite-info/add',
        token: t.superToken,
        payload: {
          satellite: 'Nilesat',
          frequency: 11_512,
          symbol_rate: '27500',
          polarity: 'vertical',
          ...payload,
        },
      });
    for (const frequency of ['abc', -5, '11.5'])
      expectError(await satellite({ frequency }), 400, /^The frequency must be a number above zero\.$/);
    expectError(await satellite({ polarity: 'diagonal' }), 400, /^Choose a polarity/);
    expect((await get('/api/satellite-info')).json()).toEqual([]);
    for (const query of ['limit=0', 'limit=401', 'limit=-1', 'limit=abc', 'skip=-1', 'category=politics']) {
      const field = query.split('=')[0];
      const response = await get(`/api/post?${query}`);
      expectError(response, 400, /^(The number of posts|Choose a category)/);
      expect(response.json().issues).toEqual([expect.objectContaining({ path: field })]);
    }
    const widest = await get('/api/post?limit=400');
    expect(widest.statusCode).toBe(200);
  });

  it('22: prototype tricks are refused on every JSON write route and pollute nothing', async () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
    };
    const jsonWrites = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(
            ([, operation]) =>
              operation.requestBody && 'application/json' in (operation.requestBody.content ?? {}),
          )
          .map(([method]) => ({
            method: method.toUpperCase(),
            url: path.replace('{id}', postId).replace('{name}', 'ad1'),
          })),
      )
      // Its secret is checked before the body is read; its own suite sends it the same payloads.
      .filter((route) => route.url !== '/api/telegram/webhook');
    expect(jsonWrites.length).toBeGreaterThan(10);
    for (const route of jsonWrites) {
      for (const payload of [
        '{"__proto__":{"role":"super"}}',
        '{"constructor":{"prototype":{"role":"super"}}}',
      ]) {
        const response = await t.inject({
          method: route.method as 'PATCH',
          url: route.url,
          token: t.superToken,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect({ ...route, status: response.statusCode }).toEqual({ ...route, status: 400 });
        expect(response.json().error).toEqual(expect.any(String));
      }
    }
    expect(({} as { role?: string }).role).toBeUndefined();
  });

  it('23: a live url that is not YouTube is refused with the spec sentence and changes nothing', async () => {
    const { _id: liveId } = (await get('/api/live')).json();
    const valid = await t.inject({
      method: 'PATCH',
      url: `/api/live/${liveId}`,
      token: t.superToken,
      payload: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x#frag' },
    });
    const canonical = 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0';
    expect(valid.json().data.url).toBe(canonical);
    for (const url of [
      'javascript:alert(1)',
      'https://youtube.com.evil.tld/watch?v=dQw4w9WgXcQ',
      'https://evil.tld/?v=dQw4w9WgXcQ',
      'data:text/html,<script>alert(1)</script>',
      'x'.repeat(10_000),
    ]) {
      const response = await t.inject({
        method: 'PATCH',
        url: `/api/live/${liveId}`,
        token: t.superToken,
        payload: { url },
      });
      expectError(response, 400);
      expect(response.json().error).toBe('Invalid YouTube link. Please enter a valid link.');
    }
    expect((await get('/api/live')).json().url).toBe(canonical);
    const removed = await t.inject({
      method: 'PATCH',
      url: `/api/live/${liveId}`,
      token: t.superToken,
      payload: { url: '' },
    });
    expect(removed.json().message).toBe('Live Video Removed Successfuly!');
  });

  it('24: markup in names and titles is stored and returned as plain text', async () => {
    const payload = '<img src=x onerror=alert(1)></script>';
    const id = await addPost(payload, payload);
    expect((await get(`/api/post/${id}`)).json().title).toBe(payload);
    await t.inject({
      method: 'POST',
      url: '/api/program/add',
      token: t.superToken,
      payload: { name: payload, url: 'https://youtu.be/dQw4w9WgXcQ', detail: payload, time: '20:00' },
    });
    await t.inject({
      method: 'POST',
      url: '/api/telegram-admin/add',
      token: t.superToken,
      payload: { name: payload },
    });
    expect((await get('/api/program')).json().map((program: { name: string }) => program.name)).toContain(
      payload,
    );
    const telegram = await t.inject({ method: 'GET', url: '/api/telegram-admin', token: t.superToken });
    expect(telegram.json().map((admin: { name: string }) => admin.name)).toContain(payload);
    expect(telegram.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('D. ad uploads', () => {
  it('26: files that are not PNG or JPEG by their bytes get 415, whatever their name or declared type', async () => {
    const before = (await get('/api/ad')).json();
    const gif = await solidImage('gif');
    const webp = await solidImage('webp');
    const files = [
      {
        filename: 'x.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        contentType: 'image/svg+xml',
      },
      {
        filename: 'x.png',
        data: Buffer.from('<!doctype html><script>alert(1)</script>'),
        contentType: 'image/png',
      },
      { filename: 'x.png', data: Buffer.from('{"not":"an image"}'), contentType: 'image/png' },
      {
        filename: 'x.pdf',
        data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
        contentType: 'image/png',
      },
      { filename: 'x.gif', data: gif, contentType: 'image/gif' },
      { filename: 'x.webp', data: webp, contentType: 'image/webp' },
      { filename: 'noextension', data: gif, contentType: 'application/octet-stream' },
    ];
    for (const file of files) {
      const response = await uploadAd(t, 'ad1', file);
      expect({ file: file.filename, status: response.statusCode }).toEqual({
        file: file.filename,
        status: 415,
      });
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect((await get('/api/ad')).json()).toEqual(before);
  });

  it('26: JFIF counts as JPEG', async () => {
    const jfif = await solidImage('jpeg');
    const response = await uploadAd(t, 'ad1', {
      filename: 'banner.jfif',
      data: jfif,
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('E. the public counter', () => {
  it('31: bad counter values get 400 and create no row', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/view', token: t.superToken })).json();
    for (const query of [
      'webStatus=foo',
      'webStatus=visit&articleStatus=page-view',
      'webStatus=visit&articleStatus=page-view&articleId=not-a-uuid',
      'webStatus=visit&path=no-slash',
    ]) {
      expectError(
        await t.inject({ method: 'PATCH', url: `/api/view/increase?${query}`, remoteAddress: '10.31.0.1' }),
        400,
      );
    }
    const unknown = await t.inject({
      method: 'PATCH',
      url: '/api/view/increase?webStatus=page-view&articleStatus=page-view&articleId=00000000-0000-4000-8000-000000000031',
      remoteAddress: '10.31.0.1',
    });
    // A deleted article must not show its reader an error: 204, and nothing counted (contract 4).
    expect(unknown.statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/view', token: t.superToken })).json()).toEqual(before);
    const rows = await t.database.db.execute(
      "SELECT count(*)::int AS n FROM post_daily_views WHERE post_id = '00000000-0000-4000-8000-000000000031'",
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe('F. faults and races', () => {
  it('F-c: two edits at once leave exactly one of them; an edit after a delete is 404', async () => {
    const id = await addPost('Race', 'start');
    const edit = (title: string) =>
      t.inject({
        method: 'PATCH',
        url: `/api/post/${id}`,
        token: t.superToken,
        payload: { title, detail: `${title} detail`, category: 'world' },
      });
    const answers = await Promise.all([edit('First editor'), edit('Second editor')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const final = (await get(`/api/post/${id}`)).json();
    expect(['First editor', 'Second editor']).toContain(final.title);
    expect(final.detail).toBe(`${final.title} detail`);
    const [deleted, late] = await Promise.all([
      t.inject({ method: 'DELETE', url: `/api/post/${id}`, token: t.superToken }),
      edit('Too late'),
    ]);
    expect(deleted.statusCode).toBe(200);
    expect([200, 404]).toContain(late.statusCode);
    expectError(await edit('After the delete'), 404);
  });

  it('F-d: a handler that throws answers a generic 500, logged with its request id, and the server keeps serving', async () => {
    const { app, lines } = await buildLoggedApp(t.dataDir, 'error');
    app.get('/api/explode', async () => {
      throw new Error('SELECT secret FROM admins at /srv/station/handler.ts:12');
    });
    app.get('/api/reject', () => Promise.reject(new TypeError('undefined is not a function')));
    try {
      for (const url of ['/api/explode', '/api/reject']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ error: expect.any(String) });
        expect(response.body).not.toMatch(/SELECT|handler\.ts|TypeError|at /);
      }
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
      expect(logged).toHaveLength(2);
      expect(logged[0]).toMatchObject({
        reqId: expect.anything(),
        err: { message: expect.stringMatching(/SELECT/) },
      });
    } finally {
      await app.close();
    }
  });
});
