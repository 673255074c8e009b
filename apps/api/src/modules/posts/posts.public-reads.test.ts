import { TRUNCATE } from '@station/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config/env';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

/** Public reads are bounded in size, in rate per client and in concurrency. */
let t: TestApp;
let longId: string;
const LONG_TEXT = 'ገበያ ዜና '.repeat(10_000);

beforeAll(async () => {
  t = await buildTestApp();
  const form = multipartBody({ title: 'Long read', detail: LONG_TEXT, category: 'world' }, []);
  const created = await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form });
  expect(created.statusCode).toBe(200);
  longId = created.json().data._id;
});
afterAll(() => t.close());

const search = (key: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: `/api/post/search?key=${encodeURIComponent(key)}`, remoteAddress });

describe('list answers', () => {
  it('carry excerpts to readers and the whole text only in the article', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/post?limit=400' });
    const listed = list.json().find((post: { _id: string }) => post._id === longId);
    expect(listed.detail).toBe(`${LONG_TEXT.slice(0, TRUNCATE.detailMax)}…`);
    expect(list.rawPayload.length).toBeLessThan(2000);
    const found = (await search('Long read', '10.60.0.1')).json();
    expect(found[0].detail).toBe(listed.detail);
    expect((await t.inject({ method: 'GET', url: `/api/post/${longId}` })).json().detail).toBe(LONG_TEXT);
  });

  it('carry whole texts to a signed-in console, whose open edit forms start from the list', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/post?limit=20', token: t.superToken });
    expect(list.json().find((post: { _id: string }) => post._id === longId).detail).toBe(LONG_TEXT);
    const forged = await t.inject({
      method: 'GET',
      url: '/api/post?limit=20',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('search', () => {
  it('takes 60 searches a minute from one client, then answers 429 with a sentence', async () => {
    for (let index = 0; index < 60; index += 1)
      expect((await search(`key ${index}`, '10.61.0.1')).statusCode).toBe(200);
    const refused = await search('one more', '10.61.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await search('one more', '10.61.0.2')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so changing addresses within it gets nothing more', async () => {
    for (let index = 1; index <= 60; index += 1)
      expect((await search(`v6 ${index}`, `2001:db8:61:1::${index.toString(16)}`)).statusCode).toBe(200);
    expect((await search('v6 more', '2001:db8:61:1:ffff::1')).statusCode).toBe(429);
    expect((await search('v6 more', '2001:db8:61:2::1')).statusCode).toBe(200);
  });

  /**
   * Holds every search in the database: on PostgreSQL a lock on the posts table, which the ads never
   * touch; on the embedded database, whose one connection serves every query in turn, a transaction.
   */
  async function holdPosts(): Promise<() => Promise<void>> {
    const url = testDatabaseUrl();
    if (url) {
      const schema = (
        (await t.database.db.execute(sql`select current_schema() as s`)) as unknown as {
          rows: { s: string }[];
        }
      ).rows[0]?.s;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`BEGIN; LOCK TABLE "${schema}".posts IN ACCESS EXCLUSIVE MODE`);
      return async () => {
        await client.query('COMMIT');
        await client.end();
      };
    }
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const holding = t.database.db.transaction(async () => {
      entered();
      await released;
    });
    await inside;
    return async () => {
      release();
      await holding;
    };
  }

  it('runs two searches at once, queues twenty, refuses the rest with 503, and keeps the ads answering', async () => {
    const release = await holdPosts();
    const finished: string[] = [];
    const track = <T>(name: string, pending: Promise<T>) =>
      pending.then((response) => {
        finished.push(name);
        return response;
      });
    const searches = Array.from({ length: 30 }, (_, index) =>
      track(`search-${index}`, search(`held ${index}`, `10.62.0.${index}`)),
    );
    const refused = await Promise.all(searches.slice(22));
    for (const response of refused) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json().error).toBe(
        'Many searches are running right now. Please try again in a moment.',
      );
    }
    const ads = track('ads', t.inject({ method: 'GET', url: '/api/ad' }));
    await release();
    expect((await ads).statusCode).toBe(200);
    expect((await Promise.all(searches.slice(0, 22))).map((response) => response.statusCode)).toEqual(
      Array(22).fill(200),
    );
    // The ads wait at most for the two searches already in the database, never for the queue.
    const searchesBeforeAds = finished.slice(0, finished.indexOf('ads')).filter((name) => {
      const index = Number(name.split('-')[1]);
      return index < 22;
    });
    expect(searchesBeforeAds.length).toBeLessThanOrEqual(2);
  });
});
