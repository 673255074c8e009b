import type { ViewIncreaseQuery } from '@station/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';
import { createAudienceMaintenance } from './audience.maintenance';
import { createReadersNowService } from './readers-now.service';
import { type Client, createViewsService } from './views.service';

/**
 * Readers now (docs/analytics.md), on the embedded database or, with TEST_DATABASE_URL, on
 * PostgreSQL. Pages are counted with a chosen clock, at minutes no other test counts in.
 */
let t: TestApp;
let articleId: string;

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const reader = (ip: string, userAgent = PHONE): Client => ({ ip, userAgent, optsOut: false });
const NOW = new Date('2027-02-09T07:41:30Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_SITE_URL: 'https://station.test' });
  const form = multipartBody({ title: 'Read right now', detail: 'Read me', category: 'local' }, []);
  articleId = (await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form })).json()
    .data._id;
  await createAudienceMaintenance(t.app.db).ensurePartitions(minutesAgo(10));
  const counter = createViewsService(t.app.db, { siteHost: 'station.test' });
  const article: ViewIncreaseQuery = {
    webStatus: 'page-view',
    path: `/article/${articleId}`,
    articleId,
    articleStatus: 'visit',
  };
  const home: ViewIncreaseQuery = { webStatus: 'visit', path: '/' };
  // Two readers on the article; a third moved from the home page to the live page; a fourth left
  // ten minutes ago; a crawler is no reader.
  await counter.increase(article, reader('10.7.1.1'), minutesAgo(3));
  await counter.increase(home, reader('10.7.2.1'), minutesAgo(4));
  await counter.increase(article, reader('10.7.2.1'), minutesAgo(1));
  await counter.increase(home, reader('10.7.3.1'), minutesAgo(4));
  await counter.increase({ webStatus: 'page-view', path: '/live' }, reader('10.7.3.1'), minutesAgo(2));
  await counter.increase(home, reader('10.7.4.1'), minutesAgo(10));
  await counter.increase(home, reader('10.7.5.1', CRAWLER), minutesAgo(1));
});
afterAll(() => t.close());

describe('readers now', () => {
  it('counts the visitors of the last five minutes, each on the page they opened last', async () => {
    expect(await createReadersNowService(t.app.db).readersNow(NOW)).toEqual({
      visitors: 3,
      pages: [
        { targetKind: 'article', target: articleId, title: 'Read right now', readers: 2 },
        { targetKind: 'live', target: '', title: '', readers: 1 },
      ],
    });
  });

  it('is empty when no one has opened a page for five minutes', async () => {
    const later = new Date(NOW.getTime() + 6 * 60_000);
    expect(await createReadersNowService(t.app.db).readersNow(later)).toEqual({ visitors: 0, pages: [] });
  });

  it('is read by supers and editors who may publish, not by writers', async () => {
    const writer = await t.addAdmin('regular', 'Desk Writer');
    const read = (token: string) => t.inject({ method: 'GET', url: '/api/analytics/readers-now', token });
    const answer = await read(t.superToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ visitors: expect.any(Number), pages: expect.any(Array) });
    expect((await read(writer.token)).statusCode).toBe(403);
  });
});
