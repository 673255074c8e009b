import type { ViewIncreaseQuery } from '@station/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { multipartBody } from '../../testing/multipart';
import { createAudienceMaintenance } from './audience.maintenance';
import { createAudienceService } from './audience.service';
import { type Client, createViewsService } from './views.service';

/**
 * The audience analytics' contract (docs/analytics.md), on the embedded database or, with
 * TEST_DATABASE_URL, on PostgreSQL. Pages are counted through the visit counter with a chosen clock,
 * in a month of its own so no other test's events are read.
 */
let t: TestApp;
let articleId: string;

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const reader = (ip: string, userAgent = PHONE, optsOut = false): Client => ({ ip, userAgent, optsOut });
const at = (iso: string) => new Date(iso);
const page = (path = '/', extra: Partial<ViewIncreaseQuery> = {}): ViewIncreaseQuery => ({
  webStatus: 'visit',
  path,
  ...extra,
});
/** A period of whole hours, as the console asks for one. */
const period = (from: string, to: string) => ({ from, to });

const rows = async <Row>(query: ReturnType<typeof sql>) => rowsOf<Row>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_SITE_URL: 'https://station.test' });
  const form = multipartBody({ title: 'Counted article', detail: 'Read me', category: 'local' }, []);
  articleId = (await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form })).json()
    .data._id;
  // The pages below are counted on past dates: nothing of 2026 is rolled up until a test rolls it.
  await t.database.db.execute(sql`UPDATE analytics_rollup_state SET rolled_until = '2026-01-01T00:00:00Z'`);
});
afterAll(() => t.close());

describe('counting readers', () => {
  // March 2026 is read by this block alone. Addis Ababa's 2 March runs 1 March 21:00 to 2 March 21:00 UTC.
  const views = () => createViewsService(t.app.db, { siteHost: 'station.test' });
  const audience = () => createAudienceService(t.app.db);
  const march2 = period('2026-03-01T21:00:00Z', '2026-03-02T21:00:00Z');
  const march3 = period('2026-03-02T21:00:00Z', '2026-03-03T21:00:00Z');
  const bothDays = period('2026-03-01T21:00:00Z', '2026-03-03T21:00:00Z');

  beforeAll(async () => {
    await createAudienceMaintenance(t.app.db).ensurePartitions(at('2026-03-01T00:00:00Z'));
    const counter = views();
    // One reader opens three pages on 2 March (morning and evening, Addis time), and comes back on 3 March.
    await counter.increase(page('/'), reader('196.188.1.10'), at('2026-03-02T06:00:00Z'));
    await counter.increase(
      page(`/article/${articleId}`, { webStatus: 'page-view', articleId, articleStatus: 'visit' }),
      reader('196.188.1.77'),
      at('2026-03-02T06:01:00Z'),
    );
    await counter.increase(
      page('/live', { webStatus: 'page-view' }),
      reader('196.188.1.10'),
      at('2026-03-02T17:00:00Z'),
    );
    await counter.increase(page('/'), reader('196.188.1.10'), at('2026-03-03T05:00:00Z'));
    // A second reader, on another network, on 2 March; and a crawler.
    await counter.increase(page('/'), reader('10.9.8.7', DESKTOP), at('2026-03-02T07:00:00Z'));
    await counter.increase(page('/'), reader('66.249.66.1', CRAWLER), at('2026-03-02T08:00:00Z'));
    await counter.increase(page('/'), reader('66.249.66.1', CRAWLER), at('2026-03-02T08:10:00Z'));
  });

  it('counts a reader once within a day, and again on another day', async () => {
    const day2 = await audience().totals({ period: march2 });
    expect(day2.current).toEqual({ visitors: 2, visits: 2, views: 4, engaged: 0, botViews: 2 });
    const day3 = await audience().totals({ period: march3 });
    expect(day3.current).toMatchObject({ visitors: 1, views: 1 });
    expect((await audience().totals({ period: bothDays })).current).toMatchObject({ visitors: 3, views: 5 });
    // The same day, looked at as the period before 3 March.
    expect(day3.previous).toEqual(day2.current);
  });

  it('counts bots apart, never as visitors or views', async () => {
    const devices = await audience().breakdown({ period: march2, dimension: 'device' });
    expect(devices.reduce((sum, row) => sum + row.views, 0)).toBe(4);
    expect((await audience().totals({ period: march2 })).current.botViews).toBe(2);
  });

  it('names the pages read: articles, the live page, the home page', async () => {
    const targets = await audience().breakdown({ period: march2, dimension: 'targetKind' });
    expect(targets).toEqual([
      { key: 'page', views: 2, visits: 2, visitors: 2, engaged: 0 },
      { key: 'article', views: 1, visits: 0, visitors: 0, engaged: 0 },
      { key: 'live', views: 1, visits: 0, visitors: 0, engaged: 0 },
    ]);
    const article = await audience().totals({
      period: march2,
      filters: { targetKind: 'article', target: articleId },
    });
    expect(article.current.views).toBe(1);
    const articles = await audience().breakdown({
      period: march2,
      dimension: 'target',
      filters: { targetKind: 'article' },
    });
    expect(articles).toEqual([
      { key: articleId, title: 'Counted article', views: 1, visits: 0, visitors: 0, engaged: 0 },
    ]);
  });

  it('draws a series by hour, and by day compared with the days before', async () => {
    const hours = await audience().series({ period: march2, granularity: 'hour' });
    expect(hours.current.map((point) => [point.bucket, point.views])).toEqual([
      ['2026-03-02T06:00:00Z', 2],
      ['2026-03-02T07:00:00Z', 1],
      ['2026-03-02T17:00:00Z', 1],
    ]);
    const days = await audience().series({ period: bothDays, granularity: 'day' });
    expect(days.current.map((point) => [point.bucket, point.visitors])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-03', 1],
    ]);
    expect(days.previous).toEqual([]);
  });
});

describe('classifying where readers come from and what they read on', () => {
  const april = period('2026-04-09T21:00:00Z', '2026-04-10T21:00:00Z');
  const when = at('2026-04-10T09:00:00Z');

  beforeAll(async () => {
    await createAudienceMaintenance(t.app.db).ensurePartitions(at('2026-04-01T00:00:00Z'));
    const counter = createViewsService(t.app.db, { siteHost: 'station.test' });
    const arrivals: [string, Partial<ViewIncreaseQuery>, string][] = [
      ['10.0.1.1', {}, PHONE],
      ['10.0.2.1', { referrer: 'https://www.google.com.et/' }, PHONE],
      ['10.0.3.1', { referrer: 'https://t.me/stationtv/120' }, PHONE],
      ['10.0.4.1', { referrer: 'https://m.facebook.com/' }, DESKTOP],
      ['10.0.5.1', { referrer: 'https://wa.me/' }, PHONE],
      ['10.0.6.1', { utmSource: 'Newsletter', utmCampaign: 'Weekly-12' }, DESKTOP],
      ['10.0.7.1', { referrer: 'https://news.example.org/a?b=c' }, TABLET],
      ['10.0.8.1', { referrer: 'https://station.test/articles/local', lang: 'am' }, PHONE],
    ];
    await Promise.all(
      arrivals.map(([ip, extra, agent]) => counter.increase(page('/', extra), reader(ip, agent), when)),
    );
  });

  it('sorts sources into direct, search, Telegram, Facebook, WhatsApp, the newsletter and other sites', async () => {
    const sources = await createAudienceService(t.app.db).breakdown({ period: april, dimension: 'source' });
    expect(Object.fromEntries(sources.map((row) => [row.key, row.views]))).toEqual({
      direct: 1,
      search: 1,
      telegram: 1,
      facebook: 1,
      whatsapp: 1,
      newsletter: 1,
      other: 1,
      internal: 1,
    });
    const domains = await createAudienceService(t.app.db).breakdown({
      period: april,
      dimension: 'referrer',
      filters: { source: 'other' },
    });
    expect(domains).toEqual([{ key: 'news.example.org', views: 1, visits: 1, visitors: 1, engaged: 0 }]);
    const campaigns = await createAudienceService(t.app.db).breakdown({
      period: april,
      dimension: 'utmCampaign',
    });
    expect(campaigns.find((row) => row.key !== '')).toMatchObject({ key: 'weekly-12', views: 1 });
  });

  it('sorts devices, browsers, systems and the interface language', async () => {
    const service = createAudienceService(t.app.db);
    const devices = await service.breakdown({ period: april, dimension: 'device' });
    expect(Object.fromEntries(devices.map((row) => [row.key, row.views]))).toEqual({
      mobile: 5,
      desktop: 2,
      tablet: 1,
    });
    const systems = await service.breakdown({
      period: april,
      dimension: 'os',
      filters: { device: 'tablet' },
    });
    expect(systems).toEqual([{ key: 'iOS', views: 1, visits: 1, visitors: 1, engaged: 0 }]);
    const browsers = await service.breakdown({
      period: april,
      dimension: 'browser',
      filters: { os: 'Windows' },
    });
    expect(browsers).toEqual([{ key: 'Chrome', views: 2, visits: 2, visitors: 2, engaged: 0 }]);
    const languages = await service.breakdown({ period: april, dimension: 'lang' });
    expect(Object.fromEntries(languages.map((row) => [row.key, row.views]))).toEqual({ unknown: 7, am: 1 });
  });

  it('answers nothing for a filter naming a value no reader brought', async () => {
    const totals = await createAudienceService(t.app.db).totals({
      period: april,
      filters: { referrer: 'never.example' },
    });
    expect(totals.current).toEqual({ visitors: 0, visits: 0, views: 0, engaged: 0, botViews: 0 });
  });
});

describe('engaged reading', () => {
  // February 2026 is read by this block alone; Addis Ababa's 2 February starts 1 February 21:00 UTC.
  const february2 = period('2026-02-01T21:00:00Z', '2026-02-02T21:00:00Z');
  const february3 = period('2026-02-02T21:00:00Z', '2026-02-03T21:00:00Z');
  const stayed = (extra: { lang?: 'en' | 'am' } = {}) => ({ articleId, ...extra });

  beforeAll(async () => {
    await createAudienceMaintenance(t.app.db).ensurePartitions(at('2026-02-01T00:00:00Z'));
    const counter = createViewsService(t.app.db, { siteHost: 'station.test', respectOptOut: true });
    const read = (client: Client, when: string) =>
      counter.increase(
        page(`/article/${articleId}`, { articleId, articleStatus: 'visit' }),
        client,
        at(when),
      );
    await read(reader('10.4.1.1'), '2026-02-02T06:00:00Z');
    await read(reader('10.4.2.1', DESKTOP), '2026-02-02T06:00:00Z');
    // The first reader's page says so three times: two tabs at once, and once more later in the day.
    await Promise.all([
      counter.engaged(stayed(), reader('10.4.1.1'), at('2026-02-02T06:05:00Z')),
      counter.engaged(stayed(), reader('10.4.1.1'), at('2026-02-02T06:05:00Z')),
    ]);
    await counter.engaged(stayed(), reader('10.4.1.1'), at('2026-02-02T15:00:00Z'));
    await counter.engaged(stayed({ lang: 'am' }), reader('10.4.2.1', DESKTOP), at('2026-02-02T06:07:00Z'));
    // A crawler, a reader who asks not to be followed, and an article no one may read count nowhere.
    await counter.engaged(stayed(), reader('66.249.66.1', CRAWLER), at('2026-02-02T06:08:00Z'));
    await counter.engaged(stayed(), reader('10.4.3.1', PHONE, true), at('2026-02-02T06:08:00Z'));
    await counter.engaged(
      { articleId: '00000000-0000-4000-8000-000000000000' },
      reader('10.4.1.1'),
      at('2026-02-02T06:09:00Z'),
    );
    // The next day the first reader reads it again.
    await counter.engaged(stayed(), reader('10.4.1.1'), at('2026-02-03T06:00:00Z'));
  });

  it('counts a reader once per article and day, however often the page says so', async () => {
    const audience = createAudienceService(t.app.db);
    const day2 = await audience.totals({ period: february2 });
    expect(day2.current).toEqual({ visitors: 2, visits: 2, views: 2, engaged: 2, botViews: 0 });
    const day3 = await audience.totals({ period: february3 });
    expect(day3.current).toMatchObject({ views: 0, engaged: 1 });
  });

  it('shows who read engaged by article, device and language', async () => {
    const audience = createAudienceService(t.app.db);
    const articles = await audience.breakdown({
      period: february2,
      dimension: 'target',
      filters: { targetKind: 'article' },
    });
    expect(articles).toEqual([
      { key: articleId, title: 'Counted article', views: 2, visits: 2, visitors: 2, engaged: 2 },
    ]);
    const devices = await audience.breakdown({ period: february2, dimension: 'device' });
    expect(Object.fromEntries(devices.map((row) => [row.key, row.engaged]))).toEqual({
      mobile: 1,
      desktop: 1,
    });
    const languages = await audience.breakdown({ period: february2, dimension: 'lang' });
    expect(languages.find((row) => row.key === 'am')).toMatchObject({ views: 0, engaged: 1 });
  });

  it('moves none of the view counters', async () => {
    const [site] = await rows<{ page_views: number; visits: number }>(
      sql`SELECT page_views::int, visits::int FROM site_daily WHERE day = '2026-02-02'`,
    );
    const [article] = await rows<{ views: number }>(
      sql`SELECT views::int FROM post_daily_views WHERE post_id = ${articleId} AND day = '2026-02-02'`,
    );
    expect({ ...site, articleViews: article?.views }).toEqual({ page_views: 0, visits: 2, articleViews: 2 });
  });
});

describe('several instances counting at once', () => {
  const may = period('2026-05-04T21:00:00Z', '2026-05-05T21:00:00Z');

  it('counts every page once and every visitor once', async () => {
    await createAudienceMaintenance(t.app.db).ensurePartitions(at('2026-05-01T00:00:00Z'));
    const instances = [
      createViewsService(t.app.db, { siteHost: 'station.test' }),
      createViewsService(t.app.db, { siteHost: 'station.test' }),
      createViewsService(t.app.db, { siteHost: 'station.test' }),
    ];
    // 30 readers, each opening 4 pages, their pages spread over the instances and sent all at once.
    const pages = Array.from({ length: 120 }, (_, n) =>
      instances[n % 3]?.increase(
        page('/', { webStatus: n < 30 ? 'visit' : 'page-view' }),
        reader(`10.1.${n % 30}.5`),
        at(`2026-05-05T10:${String(n % 60).padStart(2, '0')}:00Z`),
      ),
    );
    await Promise.all(pages);
    const totals = await createAudienceService(t.app.db).totals({ period: may });
    expect(totals.current).toEqual({ visitors: 30, visits: 30, views: 120, engaged: 0, botViews: 0 });
  });
});

describe('the rollups and the raw events they are made of', () => {
  const june = period('2026-05-31T21:00:00Z', '2026-06-30T21:00:00Z');

  it('give the same figures whether read raw or rolled up', async () => {
    const maintenance = createAudienceMaintenance(t.app.db);
    await maintenance.ensurePartitions(at('2026-06-01T00:00:00Z'));
    const counter = createViewsService(t.app.db, { siteHost: 'station.test' });
    const agents = [PHONE, DESKTOP, TABLET, CRAWLER];
    for (let n = 0; n < 60; n++)
      await counter.increase(
        page(n % 5 === 0 ? `/article/${articleId}` : '/', {
          webStatus: n % 3 === 0 ? 'visit' : 'page-view',
          ...(n % 5 === 0 ? { articleId, articleStatus: 'page-view' as const } : {}),
          referrer: ['', 'https://t.me/x', 'https://google.com/'][n % 3],
        }),
        reader(`10.2.${n % 7}.1`, agents[n % 4]),
        at(`2026-06-${String(10 + (n % 12)).padStart(2, '0')}T${String(n % 24).padStart(2, '0')}:15:00Z`),
      );
    // Readers who stayed with the article, some of them saying so twice.
    for (let n = 0; n < 12; n++)
      await counter.engaged(
        { articleId, referrer: n % 2 === 0 ? 'https://t.me/x' : '' },
        reader(`10.2.${n % 5}.1`, agents[n % 3]),
        at(
          `2026-06-${String(10 + (n % 6)).padStart(2, '0')}T${String((n * 5) % 24).padStart(2, '0')}:40:00Z`,
        ),
      );
    const service = createAudienceService(t.app.db);
    const ask = async () => ({
      totals: await service.totals({ period: june }),
      days: await service.series({ period: june, granularity: 'day' }),
      weeks: await service.series({ period: june, granularity: 'week' }),
      sources: await service.breakdown({ period: june, dimension: 'source' }),
      devices: await service.breakdown({
        period: june,
        dimension: 'device',
        filters: { source: 'telegram' },
      }),
      // Read from the narrow sums once rolled up: one dimension, within a page kind or not.
      articles: await service.breakdown({
        period: june,
        dimension: 'target',
        filters: { targetKind: 'article' },
      }),
      telegramDays: await service.series({
        period: june,
        granularity: 'day',
        filters: { source: 'telegram' },
      }),
      telegramHours: await service.series({
        period: june,
        granularity: 'hour',
        filters: { source: 'telegram' },
      }),
      telegramSources: await service.breakdown({
        period: june,
        dimension: 'source',
        filters: { source: 'telegram' },
      }),
      // Two values at once are read from the full rollups.
      telegramPhones: await service.totals({
        period: june,
        filters: { source: 'telegram', device: 'mobile' },
      }),
    });
    await t.database.db.execute(sql`UPDATE analytics_rollup_state SET rolled_until = '2026-06-01T00:00:00Z'`);
    const raw = await ask();
    expect(raw.totals.current.views + raw.totals.current.botViews).toBe(60);
    expect(raw.totals.current.engaged).toBeGreaterThan(0);
    expect(raw.sources.reduce((sum, row) => sum + row.engaged, 0)).toBe(raw.totals.current.engaged);
    expect(raw.articles.map((row) => row.key)).toEqual([articleId]);
    expect(raw.telegramPhones.current.views).toBeGreaterThan(0);
    const rollAll = async () => {
      let passes = 0;
      while (await maintenance.rollUp(at('2026-07-02T00:00:00Z'))) passes++;
      return passes;
    };
    // A pass rolls at most a week, so June takes several.
    expect(await rollAll()).toBeGreaterThan(1);
    expect(await ask()).toEqual(raw);
    // Rolling the same hours again changes nothing.
    await t.database.db.execute(sql`UPDATE analytics_rollup_state SET rolled_until = '2026-06-01T00:00:00Z'`);
    await rollAll();
    expect(await ask()).toEqual(raw);
    const [hourly] = await rows<{ views: number }>(
      sql`SELECT sum(views)::int AS views FROM analytics_hourly WHERE hour >= '2026-06-01' AND hour < '2026-07-01'`,
    );
    expect(hourly?.views).toBe(60);
  });

  it('drops raw months older than the days kept, and keeps their rollups', async () => {
    const maintenance = createAudienceMaintenance(t.app.db);
    const partitions = async () =>
      (
        await rows<{ name: string }>(sql`
          SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'analytics_events'::regclass ORDER BY 1`)
      ).map((row) => row.name);
    expect(await partitions()).toContain('analytics_events_p202606');
    // 1 October 2026: June ended 92 days before, May and earlier longer ago; July is within 90 days.
    const dropped = await maintenance.dropOldRaw(at('2026-10-01T00:00:00Z'), 90);
    expect(dropped).toContain('analytics_events_p202606');
    expect(dropped).not.toContain('analytics_events_p202607');
    expect(await partitions()).not.toContain('analytics_events_p202606');
    const totals = await createAudienceService(t.app.db).totals({ period: june });
    expect(totals.current.views + totals.current.botViews).toBe(60);
  });
});

describe('privacy', () => {
  it('stores no address, and destroys each past day’s salt', async () => {
    const maintenance = createAudienceMaintenance(t.app.db);
    await maintenance.ensurePartitions(at('2026-08-01T00:00:00Z'));
    const counter = createViewsService(t.app.db, { siteHost: 'station.test' });
    await counter.increase(page('/'), reader('203.0.113.45'), at('2026-08-10T10:00:00Z'));
    await counter.increase(page('/'), reader('203.0.113.45'), at('2026-08-11T10:00:00Z'));
    const salts = async () =>
      (await rows<{ day: string }>(sql`SELECT day::text FROM analytics_salts`)).map((r) => r.day);
    expect(await salts()).toEqual(expect.arrayContaining(['2026-08-10', '2026-08-11']));
    await maintenance.forgetPastDays(at('2026-08-11T12:00:00Z'));
    expect(await salts()).toEqual(['2026-08-11']);
    const stored = await rows<{ text: string }>(sql`
      SELECT concat_ws(' ', e.*) AS text FROM analytics_events e
      UNION ALL SELECT value FROM analytics_names UNION ALL SELECT concat_ws(' ', d.*) FROM analytics_visitor_days d
      UNION ALL SELECT concat_ws(' ', g.*) FROM analytics_engaged_days g`);
    expect(stored.filter((row) => /203\.0\.113|Mozilla/.test(row.text))).toEqual([]);
  });

  it('makes no event for a reader who asks not to be followed, when the station says so', async () => {
    const july = period('2026-07-19T21:00:00Z', '2026-07-20T21:00:00Z');
    await createAudienceMaintenance(t.app.db).ensurePartitions(at('2026-07-01T00:00:00Z'));
    const respecting = createViewsService(t.app.db, { respectOptOut: true });
    const ignoring = createViewsService(t.app.db);
    await respecting.increase(page('/'), reader('10.3.0.1', PHONE, true), at('2026-07-20T10:00:00Z'));
    await ignoring.increase(page('/'), reader('10.3.0.2', PHONE, true), at('2026-07-20T10:00:00Z'));
    await respecting.increase(page('/'), reader('10.3.0.3', PHONE, false), at('2026-07-20T10:00:00Z'));
    const totals = await createAudienceService(t.app.db).totals({ period: july });
    expect(totals.current.views).toBe(2);
  });
});
