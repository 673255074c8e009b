import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const POST_ID = '00000000-0000-4000-8000-00000000abcd';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function scrape(target: TestApp = t): Promise<string> {
  const response = await target.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series, found by its name and labels as Prometheus prints them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests and their latency by route pattern, never by raw URL', async () => {
    for (let i = 0; i < 3; i++) await t.inject({ method: 'GET', url: '/api/program' });
    await t.inject({ method: 'GET', url: `/api/post/${POST_ID}` });
    await t.inject({ method: 'GET', url: '/api/nothing-here' });
    const text = await scrape();

    const programs =
      'station_http_request_duration_seconds_count{method="GET",route="/api/program",status="200"}';
    expect(sample(text, programs)).toBe(3);
    expect(text).toMatch(
      /station_http_request_duration_seconds_count\{method="GET",route="\/api\/post\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(
      /station_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1/,
    );
    expect(text).toMatch(
      /station_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/program",status="200"\}/,
    );
    expect(text).not.toContain(POST_ID);
    expect(text).not.toContain('nothing-here');
  });

  it("shows the public cache's hits, misses and size", async () => {
    const before = await scrape();
    const hits = sample(before, 'station_public_cache_hits_total') ?? 0;
    await t.inject({ method: 'GET', url: '/api/satellite-info' });
    await t.inject({ method: 'GET', url: '/api/satellite-info' });
    await t.inject({ method: 'GET', url: '/api/satellite-info' });
    const after = await scrape();
    expect(sample(after, 'station_public_cache_hits_total')).toBeGreaterThanOrEqual(hits + 2);
    expect(sample(after, 'station_public_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'station_public_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'station_public_cache_bytes')).toBeGreaterThan(0);
  });

  it('shows the visit queue, the event-loop delay, and the database pool on PostgreSQL', async () => {
    await t.app.inject({ method: 'PATCH', url: '/api/view/increase?webStatus=visit&path=%2F' });
    const text = await scrape();
    expect(sample(text, 'station_visit_queue_depth')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'station_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'station_db_pool_idle')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'station_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('station_db_pool');
    }
  });

  it('is no cacheable answer and no part of the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.headers['cache-control']).toBe('no-store');
    const document = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('is not served with METRICS=false', async () => {
    const off = await buildTestApp({ METRICS: 'false' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await off.inject({ method: 'GET', url: '/api/program' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
