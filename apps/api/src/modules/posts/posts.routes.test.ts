import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/public-cache';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

let t: TestApp;
const ids: Record<string, string> = {};

async function createPost(title: string, detail: string, category: string, images: Buffer[] = []) {
  const form = multipartBody(
    { title, detail, category },
    images.map((data, index) => ({ field: 'images', filename: `photo-${index}.jpg`, data })),
  );
  return t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form });
}

beforeAll(async () => {
  t = await buildTestApp();
  const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#0b5d3b' } })
    .jpeg()
    .toBuffer();
  const seeds: [string, string, string, string, Buffer[]][] = [
    ['amharic', 'የኢትዮጵያ ሙስሊሞች ዜና ማዕከል', 'ዝርዝር የሀገር ውስጥ ዜና ጽሑፍ', 'local', [photo, photo]],
    ['english', 'Coffee exports grow again', 'Farmers earn more this season', 'business', []],
    ['percent', '100% halal market opens', 'A market with_underscore in its name', 'business', []],
    ['sport', 'Runners win in Dubai', 'The marathon ended in a sweep', 'sport', []],
  ];
  for (const [key, title, detail, category, images] of seeds) {
    const response = await createPost(title, detail, category, images);
    expect(response.statusCode).toBe(200);
    ids[key] = response.json().data._id;
  }
});
afterAll(() => t.close());

describe('POST post/add', () => {
  it('stores the post with its images re-encoded under server names', async () => {
    const post = (await t.inject({ method: 'GET', url: `/api/post/${ids.amharic}` })).json();
    expect(post.imagesUrl).toHaveLength(2);
    for (const image of post.imagesUrl) {
      expect(image.secure_url).toMatch(/^http:\/\/api\.test\/uploads\/[0-9a-f-]{36}\.webp$/);
      const file = await t.inject({ method: 'GET', url: new URL(image.secure_url).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(1600);
    }
  });

  it('refuses a missing title, an unknown category and a non-image file', async () => {
    expect((await createPost('', 'detail', 'local')).json()).toEqual({
      error: 'The title is required.',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'title', message: 'The title is required.' }],
    });
    expect((await createPost('t', 'd', 'politics')).statusCode).toBe(400);
    const fake = await createPost('t', 'd', 'local', [Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(fake.statusCode).toBe(415);
  });

  it('needs a signed-in admin', async () => {
    const form = multipartBody({ title: 't', detail: 'd', category: 'local' }, []);
    expect((await t.inject({ method: 'POST', url: '/api/post/add', ...form })).statusCode).toBe(401);
  });
});

describe('GET post', () => {
  it('lists newest first with the total in X-Total-Count', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/post?limit=2&skip=0' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.json().map((post: { _id: string }) => post._id)).toEqual([ids.sport, ids.percent]);
    const page = await t.inject({ method: 'GET', url: '/api/post?limit=2&skip=2' });
    expect(page.json().map((post: { _id: string }) => post._id)).toEqual([ids.english, ids.amharic]);
  });

  it('filters by category', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/post?limit=400&category=business' });
    expect(response.json()).toHaveLength(2);
    expect(response.headers['x-total-count']).toBe('2');
  });

  const perPage = 'The number of posts per page must be a whole number from 1 to 400.';
  it.each([
    ['limit=0', 'limit', perPage],
    ['limit=401', 'limit', perPage],
    ['limit=-1', 'limit', perPage],
    ['limit=abc', 'limit', perPage],
    ['skip=-1', 'skip', 'The number of posts to skip must be a whole number from 0 to 1000000.'],
    [
      'category=politics',
      'category',
      "Choose a category: local news, world news, Jemal's view, business or sport.",
    ],
    ['select=password_hash', 'select', 'This field is not accepted: select.'],
  ])('refuses %s with a sentence under the field', async (query, path, message) => {
    const response = await t.inject({ method: 'GET', url: `/api/post?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: message,
      code: 'VALIDATION_FAILED',
      issues: [{ path, message }],
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/api/post/00000000-0000-4000-8000-0000000000ff' })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/post/not-an-id' })).statusCode).toBe(400);
  });
});

describe('GET post/search/:key', () => {
  const search = (key: string) =>
    t.inject({ method: 'GET', url: `/api/post/search/${encodeURIComponent(key)}` });

  it('finds an Amharic substring from the middle of a title', async () => {
    const response = await search('ሙስሊሞች ዜ');
    expect(response.json().map((post: { _id: string }) => post._id)).toEqual([ids.amharic]);
  });

  it('finds English words in title and detail, case-insensitively', async () => {
    expect((await search('coffee')).json()[0]._id).toBe(ids.english);
    expect((await search('MARATHON')).json()[0]._id).toBe(ids.sport);
  });

  // A key is words, each matched as written (signs included), never SQL or a wildcard.
  it.each([
    ["zzq' OR 1=1--", []],
    ['100%', ['percent']],
    ['%', ['percent']],
    ['_', ['percent']],
    ['\\', []],
    ['halal/zzq', []],
    ['with_underscore', ['percent']],
  ])('treats %j as words of text', async (key, expected) => {
    const response = await search(key as string);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((post: { _id: string }) => post._id)).toEqual(
      (expected as string[]).map((name) => ids[name]),
    );
  });

  it('refuses an over-long key in the contract shape, not the framework one', async () => {
    const response = await search('ዜ'.repeat(250));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'The search text is too long (at most 200 characters).',
      issues: [{ path: 'key', message: 'The search text is too long (at most 200 characters).' }],
    });
    expect((await search('ዜ'.repeat(150))).statusCode).toBe(200);
  });

  it('answers a blank key with no posts, as a search that found nothing', async () => {
    const response = await search('   ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('GET post/search?key=', () => {
  const search = (key: string) =>
    t.inject({ method: 'GET', url: `/api/post/search?key=${encodeURIComponent(key)}` });

  it('finds what the path form finds', async () => {
    expect((await search('coffee')).json().map((post: { _id: string }) => post._id)).toEqual([ids.english]);
  });

  it.each(['.', '..', '', '  '])('answers %j with no posts instead of the latest ones', async (key) => {
    const response = await search(key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a missing key and an over-long one with a sentence', async () => {
    const missing = await t.inject({ method: 'GET', url: '/api/post/search' });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'key' }] });
    expect((await search('ዜ'.repeat(250))).statusCode).toBe(400);
  });
});

describe('line endings', () => {
  it('stores CRLF and CR from a multipart form as LF', async () => {
    const created = await createPost('Two\r\nlines', 'First\r\nSecond\rThird\n', 'local');
    const post = (await t.inject({ method: 'GET', url: `/api/post/${created.json().data._id}` })).json();
    expect([post.title, post.detail]).toEqual(['Two\nlines', 'First\nSecond\nThird\n']);
  });

  it('keeps LF when a post is edited with the CRLF a form sends', async () => {
    const created = await createPost('Edited', 'One\nTwo', 'local');
    const id = created.json().data._id;
    const edited = await t.inject({
      method: 'PATCH',
      url: `/api/post/${id}`,
      token: t.superToken,
      payload: { title: 'Edited', detail: 'One\r\nTwo\r\nThree', category: 'local' },
    });
    expect(edited.json().data.detail).toBe('One\nTwo\nThree');
    expect((await t.inject({ method: 'GET', url: `/api/post/${id}` })).json().detail).toBe('One\nTwo\nThree');
  });
});

describe('PATCH and DELETE post/:id', () => {
  it('updates with the spec message and keeps text byte for byte', async () => {
    const title = 'ዜና 🇪🇹👨‍👩‍👧 \u202Eabc <img src=x onerror=alert(1)>';
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/post/${ids.english}`,
      token: t.superToken,
      payload: { title, detail: 'Updated detail', category: 'world' },
    });
    expect(response.json().message).toBe('Post Updated Successfully!');
    expect((await t.inject({ method: 'GET', url: `/api/post/${ids.english}` })).json()).toMatchObject({
      title,
      category: 'world',
    });
  });

  it('refuses NUL, lone surrogates, unknown keys and prototype tricks', async () => {
    for (const payload of [
      { title: 'a\u0000b', detail: 'd', category: 'local' },
      { title: '\ud800', detail: 'd', category: 'local' },
      { title: 't', detail: 'd', category: 'local', visit: 1_000_000 },
    ]) {
      const response = await t.inject({
        method: 'PATCH',
        url: `/api/post/${ids.sport}`,
        token: t.superToken,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const poisoned = await t.inject({
      method: 'PATCH',
      url: `/api/post/${ids.sport}`,
      token: t.superToken,
      headers: { 'content-type': 'application/json' },
      payload: '{"title":"t","detail":"d","category":"local","__proto__":{"role":"super"}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error).toEqual(expect.any(String));
    expect(({} as { role?: string }).role).toBeUndefined();
  });

  it('refuses a stale edit with 409 when the caller sends the version it read', async () => {
    const read = (await t.inject({ method: 'GET', url: `/api/post/${ids.sport}` })).json();
    const first = await t.inject({
      method: 'PATCH',
      url: `/api/post/${ids.sport}`,
      token: t.superToken,
      payload: {
        title: 'First edit',
        detail: read.detail,
        category: read.category,
        updatedAt: read.updatedAt,
      },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.inject({
      method: 'PATCH',
      url: `/api/post/${ids.sport}`,
      token: t.superToken,
      payload: {
        title: 'Second edit',
        detail: read.detail,
        category: read.category,
        updatedAt: read.updatedAt,
      },
    });
    expect(second.statusCode).toBe(409);
  });

  it('moves a deleted post to the trash, with the title in the message, where readers cannot find it', async () => {
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/post/${ids.percent}`,
      token: t.superToken,
    });
    expect(response.json().message).toBe('100% halal market opens Deleted Successfully!');
    expect((await t.inject({ method: 'GET', url: `/api/post/${ids.percent}` })).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/post/${ids.percent}`, token: t.superToken })).json()
        .error,
    ).toBe('This post is already in the trash.');
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: `/api/post/${ids.percent}`,
          token: t.superToken,
          payload: { title: 't', detail: 'd', category: 'local' },
        })
      ).json().error,
    ).toBe('This post is in the trash. Restore it first.');
  });
});

describe('trigram search on this database', () => {
  it('produces Ethiopic trigrams (a C-locale server would drop them)', async () => {
    const result = (await t.database.db.execute(
      "SELECT array_length(show_trgm('ዜና'), 1) AS n",
    )) as unknown as {
      rows: { n: number | null }[];
    };
    expect(result.rows[0]?.n ?? 0).toBeGreaterThan(0);
  });
});

describe('public caching', () => {
  it('lets a reader revalidate with the ETag and get 304 without the body', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/post?limit=2' });
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await t.inject({
      method: 'GET',
      url: '/api/post?limit=2',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows an admin edit on the very next public read, in the article, the list and search', async () => {
    const article = `/api/post/${ids.amharic}`;
    const before = await t.inject({ method: 'GET', url: article });
    await t.inject({ method: 'GET', url: '/api/post?limit=400' });
    await t.inject({ method: 'GET', url: '/api/post/search/zebra' });
    const read = before.json();
    const edited = await t.inject({
      method: 'PATCH',
      url: article,
      token: t.superToken,
      payload: { title: 'Zebra crossing repainted', detail: read.detail, category: read.category },
    });
    expect(edited.statusCode).toBe(200);
    const after = await t.inject({
      method: 'GET',
      url: article,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().title).toBe('Zebra crossing repainted');
    const list = (await t.inject({ method: 'GET', url: '/api/post?limit=400' })).json();
    expect(list.map((post: { title: string }) => post.title)).toContain('Zebra crossing repainted');
    const found = (await t.inject({ method: 'GET', url: '/api/post/search/zebra' })).json();
    expect(found.map((post: { _id: string }) => post._id)).toEqual([ids.amharic]);
  });

  it('keeps the cached answers when a write is refused, so anonymous POSTs cannot empty the cache', async () => {
    const article = `/api/post/${ids.sport}`;
    const title = (await t.inject({ method: 'GET', url: article })).json().title;
    await t.database.db.execute(
      sql`update posts set title = 'Changed behind the cache' where id = ${ids.sport}`,
    );
    const refused = [
      await t.inject({ method: 'POST', url: '/api/post/add', payload: {} }),
      await t.inject({ method: 'DELETE', url: `/api/post/${ids.sport}` }),
      await t.inject({ method: 'PATCH', url: article, token: t.superToken, payload: { title: '' } }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([401, 401, 400]);
    expect((await t.inject({ method: 'GET', url: article })).json().title).toBe(title);

    const accepted = await t.inject({
      method: 'PATCH',
      url: `/api/post/${ids.english}`,
      token: t.superToken,
      payload: {
        title: 'Coffee exports grow again',
        detail: 'Farmers earn more this season',
        category: 'business',
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: article })).json().title).toBe('Changed behind the cache');
    await t.database.db.execute(sql`update posts set title = ${title} where id = ${ids.sport}`);
  });

  it('serves only identity when the reader refuses every compression with q=0', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/post?limit=400',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('tells the signed-in console to revalidate every time, so its own edits never look lost', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/post?limit=2', token: t.superToken });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Authorization');
  });

  it('compresses a large answer for a reader that accepts it', async () => {
    const created = await createPost('Long read', 'ዜና '.repeat(2000), 'world');
    const url = `/api/post/${created.json().data._id}`;
    const plain = await t.inject({ method: 'GET', url });
    const zipped = await t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });
});
