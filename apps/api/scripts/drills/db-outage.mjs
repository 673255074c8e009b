// @ts-check
// F-a: PostgreSQL stopped for 10 s while readers, the visit counter and an editor keep the API busy.
import {
  check,
  closedLoop,
  freshDatabase,
  histogram,
  login,
  nextClient,
  percentile,
  postgres,
  sleep,
  sql,
  startApi,
  timedRequest,
} from './lib.mjs';

export const title = 'F-a PostgreSQL stopped for 10 s under load';
const OUTAGE_MS = 10_000;

/**
 * The counters a view adds to, read straight from the database.
 * @param {string} url
 * @param {string} articleId
 * @returns {Promise<{ site: number; post: number; daily: number; programs: number }>}
 */
async function counters(url, articleId) {
  const [row] = await sql(
    url,
    `SELECT (SELECT coalesce(sum(page_views), 0) FROM site_daily)::int AS site,
            (SELECT visit FROM posts WHERE id = $1)::int AS post,
            (SELECT coalesce(sum(views), 0) FROM post_daily_views WHERE post_id = $1)::int AS daily,
            (SELECT count(*) FROM programs)::int AS programs`,
    [articleId],
  );
  return row;
}

export async function run() {
  const database = await freshDatabase('drill_outage');
  const api = await startApi({ DATABASE_URL: database.url });
  let stopped = false;
  try {
    const token = await login(api.url);
    const [article] = /** @type {import('./lib.mjs').ListedPost[]} */ (
      await (await fetch(`${api.url}/api/post?limit=1`)).json()
    );
    if (!article) throw new Error('the seeded API lists no post');
    const before = await counters(database.url, article._id);

    /** @type {((i: number) => Promise<import('./lib.mjs').TimedResult>)[]} */
    const requests = [
      () => timedRequest(`${api.url}/api/post?limit=8`, { kind: 'read' }),
      () =>
        timedRequest(
          `${api.url}/api/view/increase?webStatus=page-view&articleStatus=visit&articleId=${article._id}`,
          { kind: 'view', method: 'PATCH', headers: { 'x-forwarded-for': nextClient() } },
        ),
      () => timedRequest(`${api.url}/api/satellite-info`, { kind: 'read' }),
      (i) =>
        timedRequest(`${api.url}/api/program/add`, {
          kind: 'program',
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Drill ${i}`,
            url: 'https://youtu.be/dQw4w9WgXcQ',
            detail: 'Drill',
            time: '20:00',
          }),
        }),
    ];
    let loadOver = false;
    const load = closedLoop({
      concurrency: 12,
      until: () => loadOver,
      pick: (i) => /** @type {(typeof requests)[number]} */ (requests[i % requests.length])(i),
    });

    await sleep(3000);
    postgres('stop');
    stopped = true;
    const downAt = Date.now();
    const health = await timedRequest(`${api.url}/api/health`, { kind: 'health' });
    await sleep(OUTAGE_MS - (Date.now() - downAt));
    postgres('start');
    stopped = false;
    const upAt = Date.now();
    let recoveredAt;
    while (!recoveredAt && Date.now() - upAt < 15_000) {
      const probe = await timedRequest(
        `${api.url}/api/view/increase?webStatus=page-view&articleStatus=visit&articleId=${article._id}`,
        { kind: 'probe', method: 'PATCH', headers: { 'x-forwarded-for': nextClient() } },
      );
      if (probe.status === 204) recoveredAt = probe.ended;
      else await sleep(100);
    }
    await sleep(3000);
    loadOver = true;
    const results = await load;
    const alive = api.alive();
    const after = await counters(database.url, article._id);

    const during = results.filter((result) => result.started >= downAt && result.ended <= upAt);
    const wrongDuring = during.filter(
      (result) =>
        !(result.status === 503 && result.errorShape) && !(result.kind === 'read' && result.status === 200),
    );
    /** @param {string} kind */
    const acked = (kind) =>
      results.filter((result) => result.kind === kind && result.status >= 200 && result.status < 300).length;
    const views = acked('view') + 1;
    const programs = acked('program');
    const delta = {
      site: after.site - before.site,
      post: after.post - before.post,
      daily: after.daily - before.daily,
      programs: after.programs - before.programs,
    };
    const slowest = Math.max(0, ...during.map((result) => result.ended - result.started));
    return {
      figures: {
        requests: results.length,
        statuses: histogram(results),
        duringOutage: {
          requests: during.length,
          statuses: histogram(during),
          slowestMs: slowest,
          p99Ms: percentile(
            during.map((r) => r.ended - r.started),
            99,
          ),
        },
        recoveryMs: recoveredAt ? recoveredAt - upAt : null,
        acknowledged: { views, programs },
        databaseDelta: delta,
      },
      checks: [
        check('the API process never exited', alive),
        check(
          'health answers 503 within 5 s while the database is down',
          health.status === 503 && health.ended - health.started <= 5000,
          `${health.status} in ${health.ended - health.started} ms`,
        ),
        check(
          'every call during the outage got 503 {error} (or a read 200)',
          during.length > 0 && wrongDuring.length === 0,
          JSON.stringify(histogram(wrongDuring)),
        ),
        check('every call during the outage was answered within 5 s', slowest <= 5000, `${slowest} ms`),
        check(
          'no connection was refused or reset',
          results.every((result) => result.status !== 0),
        ),
        check(
          'a write succeeds again within 5 s of PostgreSQL returning',
          recoveredAt && recoveredAt - upAt <= 5000,
          `${recoveredAt ? recoveredAt - upAt : 'never'} ms`,
        ),
        check(
          'every acknowledged view is in the database',
          delta.site >= views && delta.post >= views,
          `${views} answered 204, site +${delta.site}, post +${delta.post}`,
        ),
        check(
          'nothing half-applied: site, post and daily counters moved together',
          delta.site === delta.post && delta.post === delta.daily,
          JSON.stringify(delta),
        ),
        check(
          'every acknowledged program is in the database',
          delta.programs >= programs,
          `${programs} answered 200, +${delta.programs} rows`,
        ),
      ],
    };
  } finally {
    if (stopped) postgres('start');
    await api.stop();
    await database.drop();
  }
}
