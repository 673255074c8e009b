#!/usr/bin/env node
// @ts-check
import { ADMIN, freshDatabase, nextClient, sql, startApi, timedRequest } from '@station/api/drills';
// The load figures of SECURITY.md §3, measured against the built API on the machine's PostgreSQL
// (loopback only, bounded in time): public reads at 50 connections, the visit counter from many
// clients with exact totals, and 20 concurrent logins while the public keeps reading.
//   pnpm --filter @station/bench load [--duration=60]
import autocannon from 'autocannon';

const duration = Number(process.argv.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 60);

/**
 * @param {autocannon.Options} options
 * @returns {Promise<autocannon.Result>}
 */
const cannon = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * A request that comes from a client of its own each time it is sent.
 * @param {autocannon.Request} request
 * @returns {autocannon.Request}
 */
const withClient = (request) => ({
  ...request,
  setupRequest: (built) => ({ ...built, headers: { ...built.headers, 'x-forwarded-for': nextClient() } }),
});

/** @param {autocannon.Result} result */
function summary(result) {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  const fivexx = Object.entries(statuses).reduce(
    (total, [code, count]) => total + (Number(code) >= 500 ? (count ?? 0) : 0),
    0,
  );
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    statuses,
    fivexx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * @param {string} url
 * @returns {Promise<number>}
 */
const pageViews = async (url) =>
  (await sql(url, 'SELECT coalesce(sum(page_views), 0)::int AS n FROM site_daily'))[0].n;

const database = await freshDatabase('load_figures');
const api = await startApi({ DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
try {
  const [article] = /** @type {import('@station/api/drills').ListedPost[]} */ (
    await (await fetch(`${api.url}/api/post?limit=1`)).json()
  );
  if (!article) throw new Error('the seeded API lists no post');
  const reads = [
    '/api/post?limit=8',
    `/api/post/${article._id}`,
    '/api/satellite-info',
    '/api/ad',
    '/api/live',
    '/api/program',
  ].map((path) => withClient({ method: 'GET', path }));

  const cold = await timedRequest(`${api.url}/api/post?limit=400`, { kind: 'cold' });
  await cannon({ url: api.url, connections: 10, duration: 2, requests: reads });
  const publicReads = summary(await cannon({ url: api.url, connections: 50, duration, requests: reads }));

  const before = await pageViews(database.url);
  const viewRun = await cannon({
    url: api.url,
    connections: 50,
    // A fixed number of requests, not a duration: a timed run drops the answers still in flight at
    // its end, and the totals would look off by those few.
    amount: Math.min(20_000, duration * 500),
    requests: [withClient({ method: 'PATCH', path: '/api/view/increase?webStatus=page-view' })],
  });
  const views = {
    ...summary(viewRun),
    acknowledged: viewRun['2xx'],
    databaseDelta: (await pageViews(database.url)) - before,
  };

  const loginTimes = [];
  let readsOver = false;
  const readsUnderLogins = cannon({ url: api.url, connections: 10, duration: 10, requests: reads }).finally(
    () => {
      readsOver = true;
    },
  );
  while (!readsOver) {
    const round = await Promise.all(
      Array.from({ length: 20 }, () =>
        timedRequest(`${api.url}/api/admins/login`, {
          kind: 'login',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
          body: JSON.stringify(ADMIN),
        }),
      ),
    );
    loginTimes.push(
      ...round.map((result) => ({ ms: result.ended - result.started, ok: result.status === 200 })),
    );
  }
  const sorted = loginTimes.map((login) => login.ms).sort((a, b) => a - b);
  const logins = {
    count: loginTimes.length,
    failed: loginTimes.filter((login) => !login.ok).length,
    p50: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.ceil(sorted.length * 0.95) - 1],
    readsMeanwhile: summary(await readsUnderLogins),
  };

  const figures = {
    durationSeconds: duration,
    coldLimit400Ms: cold.ended - cold.started,
    publicReads,
    views,
    logins,
  };
  /**
   * @param {string} name
   * @param {unknown} value
   * @param {string} target
   * @param {boolean} ok
   */
  const row = (name, value, target, ok) => `| ${name} | ${value} | ${target} | ${ok ? 'met' : 'MISSED'} |`;
  console.log(
    [
      `Load figures on PostgreSQL, ${duration} s at 50 connections (loopback)`,
      '',
      '| figure | measured | target | |',
      '|---|---|---|---|',
      row('public reads req/s', publicReads.requestsPerSecond, '≥ 500', publicReads.requestsPerSecond >= 500),
      row(
        'public reads p50 / p99 ms',
        `${publicReads.p50} / ${publicReads.p99}`,
        'p99 < 250',
        publicReads.p99 < 250,
      ),
      row(
        'public reads 5xx / errors',
        `${publicReads.fivexx} / ${publicReads.errors}`,
        '0',
        publicReads.fivexx + publicReads.errors === 0,
      ),
      row('public reads statuses', JSON.stringify(publicReads.statuses), '', true),
      row('cold post?limit=400 ms', figures.coldLimit400Ms, '< 500', figures.coldLimit400Ms < 500),
      row('view/increase req/s', views.requestsPerSecond, '≥ 300', views.requestsPerSecond >= 300),
      row(
        'view/increase 204s = database delta',
        `${views.acknowledged} = ${views.databaseDelta}`,
        'exact',
        views.acknowledged === views.databaseDelta,
      ),
      row(
        '20 concurrent logins p50 / p95 ms',
        `${logins.p50} / ${logins.p95} (${logins.count}, ${logins.failed} failed)`,
        '',
        logins.failed === 0,
      ),
      row(
        'reads during logins p97.5 ms',
        logins.readsMeanwhile.p97_5,
        'p95 < 250',
        logins.readsMeanwhile.p97_5 < 250,
      ),
    ].join('\n'),
  );
  console.log(`\n${JSON.stringify(figures)}`);
} finally {
  await api.stop();
  await database.drop();
}
