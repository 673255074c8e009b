import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { posts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';

let t: TestApp;
let articleId: string;

const increase = (query: string, ip = '196.188.1.10') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/view/increase?${query}`,
    headers: {
      'content-type': 'application/json',
      'user-agent':
        'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    },
    remoteAddress: ip,
  });

/** The counter itself: the public article answer may lag it by one refresh of the cache. */
const storedVisits = async (id: string) =>
  (await t.database.db.select({ visit: posts.visit }).from(posts).where(eq(posts.id, id)))[0]?.visit ?? 0;

const visitors = async () =>
  (await t.inject({ method: 'GET', url: '/api/view/visitors', token: t.superToken })).json();

const totals = async () => (await t.inject({ method: 'GET', url: '/api/view', token: t.superToken })).json();

beforeAll(async () => {
  t = await buildTestApp();
  const form = multipartBody({ title: 'Counted article', detail: 'Read me', category: 'local' }, []);
  articleId = (await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form })).json()
    .data._id;
});
afterAll(() => t.close());

describe('PATCH view/increase', () => {
  it('accepts the public site request byte for byte: JSON content type, empty body', async () => {
    const before = await totals();
    const response = await increase('webStatus=visit&path=%2Farticles%2Flocal');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await totals();
    expect(after.totalWebsiteVisit).toBe(before.totalWebsiteVisit + 1);
    expect(after.totalWebsiteView).toBe(before.totalWebsiteView);
  });

  it('counts an article view on the post, the day and the site', async () => {
    const response = await increase(
      `webStatus=page-view&articleStatus=visit&articleId=${articleId}&path=%2Farticle%2F${articleId}`,
    );
    expect(response.statusCode).toBe(204);
    expect(await storedVisits(articleId)).toBe(1);
    const analytics = (
      await t.inject({ method: 'GET', url: '/api/post/post-analytics', token: t.superToken })
    ).json();
    expect(analytics.posts[0]).toMatchObject({
      _id: articleId,
      visit: 1,
      title: 'Counted article',
      category: 'local',
    });
    expect(analytics.postCount).toBe(1);
    expect(analytics.newsData).toContainEqual({ category: 'local', count: 1 });
  });

  it('records the visit for the console with an anonymised address and the parsed client', async () => {
    await increase('webStatus=page-view&path=%2Fcontact', '196.188.44.201');
    const visitors = (
      await t.inject({ method: 'GET', url: '/api/view/visitors', token: t.superToken })
    ).json();
    expect(visitors[0]).toMatchObject({
      ip: '196.188.44.0',
      visited: '/contact',
      device: 'mobile (Android)',
    });
    expect(visitors[0].browser).toMatch(/Chrome/);
  });

  it('names the article a visitor opened, and only paths of existing articles', async () => {
    await increase(
      `webStatus=visit&articleStatus=visit&articleId=${articleId}&path=%2Farticle%2F${articleId}`,
    );
    await increase('webStatus=page-view&path=%2Farticle%2Fnot-an-id');
    await increase('webStatus=page-view&path=%2Fprogram%2F00000000-0000-4000-8000-0000000000aa');
    const [other, notId, article] = await visitors();
    expect(article).toMatchObject({ visited: `/article/${articleId}`, title: 'Counted article' });
    expect(notId).not.toHaveProperty('title');
    expect(other).not.toHaveProperty('title');
  });

  it.each([
    'webStatus=foo',
    'articleStatus=visit&webStatus=visit',
    'webStatus=visit&articleStatus=visit&articleId=nope',
    'webStatus=visit&path=no-slash',
  ])('refuses %s with 400', async (query) => {
    expect((await increase(query)).statusCode).toBe(400);
  });

  it('answers 204 for an unknown article, and counts and records nothing', async () => {
    const before = await totals();
    const visitorsBefore = await visitors();
    const response = await increase(
      'webStatus=visit&articleStatus=visit&articleId=00000000-0000-4000-8000-0000000000aa&path=%2Farticle%2F00000000-0000-4000-8000-0000000000aa',
    );
    expect(response.statusCode).toBe(204);
    expect(await totals()).toEqual(before);
    expect(await visitors()).toEqual(visitorsBefore);
  });

  it('counts a reload (page-view) for the site only, never for the article', async () => {
    const before = await storedVisits(articleId);
    const siteBefore = await totals();
    const query = `webStatus=page-view&articleStatus=page-view&articleId=${articleId}&path=%2Farticle%2F${articleId}`;
    for (let reload = 0; reload < 3; reload++)
      expect((await increase(query, '10.2.0.1')).statusCode).toBe(204);
    expect(await storedVisits(articleId)).toBe(before);
    expect((await totals()).totalWebsiteView).toBe(siteBefore.totalWebsiteView + 3);
    const daily = (await t.database.db.execute(
      sql`SELECT coalesce(sum(views), 0)::int AS n FROM post_daily_views WHERE post_id = ${articleId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(daily.rows[0]?.n).toBe(before);
  });

  it('adds up exactly under concurrent increments', async () => {
    const before = await storedVisits(articleId);
    const siteBefore = await totals();
    const hits = 1000;
    const results = await Promise.all(
      Array.from({ length: hits }, (_, index) =>
        increase(
          `webStatus=page-view&articleStatus=visit&articleId=${articleId}`,
          `10.1.${Math.floor(index / 100)}.${index % 100}`,
        ),
      ),
    );
    expect(
      results.filter((response) => response.statusCode !== 204).map((response) => response.body),
    ).toEqual([]);
    expect(await storedVisits(articleId)).toBe(before + hits);
    expect((await totals()).totalWebsiteView).toBe(siteBefore.totalWebsiteView + hits);
    const analytics = (
      await t.inject({ method: 'GET', url: '/api/post/post-analytics', token: t.superToken })
    ).json();
    expect(analytics.posts[0]).toMatchObject({ _id: articleId, visit: before + hits });
  });

  it('limits one address to 120 a minute and keeps counting for others', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 125; index++)
      statuses.push((await increase('webStatus=page-view', '10.9.9.9')).statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(120);
    const limited = await increase('webStatus=page-view', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many requests/);
    expect((await increase('webStatus=page-view', '10.9.9.10')).statusCode).toBe(204);
  });
});

describe('admin-only readings', () => {
  it.each(['/api/view', '/api/view/visitors', '/api/post/post-analytics'])(
    '%s needs a signed-in admin',
    async (url) => {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );
});

describe('the dashboard analytics', () => {
  const analytics = async () =>
    (await t.inject({ method: 'GET', url: '/api/post/post-analytics', token: t.superToken })).json();

  it('counts a post added since the last reading', async () => {
    const before = await analytics();
    const form = multipartBody({ title: 'Fresh sport story', detail: 'Scores', category: 'sport' }, []);
    expect(
      (await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form })).statusCode,
    ).toBe(200);
    const after = await analytics();
    expect(after.postCount).toBe(before.postCount + 1);
    expect(after.newsData).toContainEqual({
      category: 'sport',
      count: (before.newsData.find((row: { category: string }) => row.category === 'sport')?.count ?? 0) + 1,
    });
  });

  it('serves a read article from memory once more after a counted view, then the new count', async () => {
    const form = multipartBody(
      { title: 'Shared on Telegram', detail: 'Everyone opens it', category: 'world' },
      [],
    );
    const id = (await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form })).json()
      .data._id as string;
    const read = async () => (await t.inject({ method: 'GET', url: `/api/post/${id}` })).json().visit;
    expect(await read()).toBe(0);
    expect(
      (await increase(`webStatus=page-view&articleStatus=visit&articleId=${id}`, '10.66.0.1')).statusCode,
    ).toBe(204);
    expect(await read()).toBe(0);
    await vi.waitFor(async () => expect(await read()).toBe(1));
  });

  it('ranks by the week’s views, ties going to the newer post', async () => {
    const add = async (title: string) => {
      const form = multipartBody({ title, detail: 'Same views', category: 'world' }, []);
      return (await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form })).json()
        .data._id as string;
    };
    const older = await add('Older tie');
    const newer = await add('Newer tie');
    for (const [id, ip] of [
      [older, '10.77.0.1'],
      [newer, '10.77.0.2'],
    ] as const)
      expect((await increase(`webStatus=page-view&articleStatus=visit&articleId=${id}`, ip)).statusCode).toBe(
        204,
      );
    const ranked = (await analytics()).posts.map((post: { _id: string }) => post._id);
    expect(ranked.filter((id: string) => id === newer || id === older)).toEqual([newer, older]);
  });
});

describe('POST view/engaged', () => {
  const PHONE =
    'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
  /** What navigator.sendBeacon sends from the public site: a POST with no body, or a text one. */
  const beacon = (query: string, ip: string, body?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/view/engaged?${query}`,
      headers: {
        origin: 'http://localhost:5173',
        'user-agent': PHONE,
        ...(body === undefined ? {} : { 'content-type': 'text/plain;charset=UTF-8' }),
      },
      ...(body === undefined ? {} : { payload: body }),
      remoteAddress: ip,
    });
  const engagedEvents = async () =>
    Number(
      (
        (await t.database.db.execute(
          sql`SELECT count(*)::int AS n FROM analytics_events WHERE engaged`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n,
    );

  it('takes the public site’s beacon, without or with a text body, and counts its reader once', async () => {
    const before = await engagedEvents();
    const visitsBefore = await storedVisits(articleId);
    const first = await beacon(`articleId=${articleId}&lang=am`, '10.88.0.1');
    expect(first.statusCode).toBe(204);
    expect(first.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect((await beacon(`articleId=${articleId}`, '10.88.0.1', '')).statusCode).toBe(204);
    expect(await engagedEvents()).toBe(before + 1);
    expect(await storedVisits(articleId)).toBe(visitsBefore);
  });

  it('ignores an article no reader may see, and refuses an address that names none', async () => {
    const before = await engagedEvents();
    expect((await beacon('articleId=00000000-0000-4000-8000-000000000000', '10.88.0.2')).statusCode).toBe(
      204,
    );
    expect(await engagedEvents()).toBe(before);
    expect((await beacon('articleId=nope', '10.88.0.2')).statusCode).toBe(400);
  });
});
