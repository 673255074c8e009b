import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let t: TestApp;
let writerToken: string;

const HOUR_MS = 3_600_000;
const hourOf = (moment: number) => Math.floor(moment / HOUR_MS) * HOUR_MS;
/**
 * The whole hours the readers below were counted in: one, or two when the counting crossed the turn
 * of an hour, so the figures hold whenever the suite runs.
 */
let counted = { from: '', to: '' };
const thisHour = () => counted;
const read = (route: string, query: Record<string, string>, token = t.superToken) =>
  t.inject({ method: 'GET', url: `/api/analytics/${route}?${new URLSearchParams(query)}`, token });

const count = (query: Record<string, string>, ip: string, userAgent: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/view/increase?${new URLSearchParams({ webStatus: 'visit', path: '/', ...query })}`,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    remoteAddress: ip,
  });

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

beforeAll(async () => {
  t = await buildTestApp();
  writerToken = (await t.addAdmin('regular', 'Desk Writer')).token;
  const startedHour = hourOf(Date.now());
  for (const [ip, referrer] of [
    ['196.188.4.1', 'https://t.me/stationtv'],
    ['196.188.5.1', 'https://t.me/stationtv'],
    ['196.188.6.1', ''],
  ] as const)
    expect((await count(referrer ? { referrer, lang: 'am' } : {}, ip, PHONE)).statusCode).toBe(204);
  counted = {
    from: new Date(startedHour).toISOString(),
    to: new Date(hourOf(Date.now()) + HOUR_MS).toISOString(),
  };
});
afterAll(() => t.close());

describe('GET analytics/*', () => {
  it('gives the readers of the hours just counted, beside the hours before', async () => {
    const response = await read('totals', thisHour());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      current: { visitors: 3, visits: 3, views: 3, engaged: 0, botViews: 0 },
      previous: { visitors: 0, visits: 0, views: 0, engaged: 0, botViews: 0 },
    });
  });

  it('breaks the period down by a dimension, filtered by another', async () => {
    const sources = await read('breakdown', { ...thisHour(), dimension: 'source' });
    expect(sources.json()).toEqual([
      { key: 'telegram', views: 2, visits: 2, visitors: 2, engaged: 0 },
      { key: 'direct', views: 1, visits: 1, visitors: 1, engaged: 0 },
    ]);
    const amharic = await read('breakdown', { ...thisHour(), dimension: 'referrer', lang: 'am' });
    expect(amharic.json()).toEqual([{ key: 't.me', views: 2, visits: 2, visitors: 2, engaged: 0 }]);
  });

  it('draws the series by hour', async () => {
    const response = await read('series', { ...thisHour(), granularity: 'hour' });
    const buckets = response.json().current as { bucket: string; views: number; visitors: number }[];
    expect(buckets[0]?.bucket).toBe(`${thisHour().from.slice(0, 13)}:00:00Z`);
    expect(buckets.reduce((sum, bucket) => sum + bucket.views, 0)).toBe(3);
    expect(buckets.every((bucket) => bucket.bucket < thisHour().to)).toBe(true);
  });

  it('refuses periods and filters out of bounds, saying why', async () => {
    const { from } = thisHour();
    const long = await read('totals', { from: '2020-01-01T00:00:00Z', to: from });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('at most 1100 days');
    const ragged = await read('totals', { from: '2026-03-01T00:30:00Z', to: '2026-03-02T00:00:00Z' });
    expect(ragged.statusCode).toBe(400);
    const hourly = await read('series', {
      from: '2026-01-01T00:00:00Z',
      to: '2026-03-01T00:00:00Z',
      granularity: 'hour',
    });
    expect(JSON.stringify(hourly.json())).toContain('at most 1100 points');
    const unknown = await read('totals', { ...thisHour(), visitor: '1' });
    expect(unknown.statusCode).toBe(400);
    const targetAlone = await read('totals', { ...thisHour(), target: 'x' });
    expect(JSON.stringify(targetAlone.json())).toContain('named with its kind');
  });

  it('refuses a view whose referrer or utm values are longer than any real one, counting nothing', async () => {
    const before = (await read('totals', thisHour())).json().current.views;
    const longReferrer = await count({ referrer: `https://t.me/${'x'.repeat(2048)}` }, '196.188.7.1', PHONE);
    expect(longReferrer.statusCode).toBe(400);
    const longCampaign = await count({ utmCampaign: 'c'.repeat(101) }, '196.188.7.2', PHONE);
    expect(longCampaign.statusCode).toBe(400);
    expect((await read('totals', thisHour())).json().current.views).toBe(before);
  });

  it('is read by supers and editors who may publish, not by writers', async () => {
    expect((await read('totals', thisHour(), writerToken)).statusCode).toBe(403);
  });
});
