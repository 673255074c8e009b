// @ts-check
// F-b: SIGTERM while about 200 requests a second arrive, a third of them counting a visit.
import {
  check,
  freshDatabase,
  histogram,
  nextClient,
  openLoop,
  sleep,
  sql,
  startApi,
  timedRequest,
} from './lib.mjs';

export const title = 'F-b SIGTERM under ~200 requests/s';
/** How close to the signal a request may start and still find the listener already closed. */
const RACE_MS = 20;

/**
 * @param {string} url
 * @returns {Promise<number>}
 */
const pageViews = async (url) =>
  (await sql(url, 'SELECT coalesce(sum(page_views), 0)::int AS n FROM site_daily'))[0].n;

export async function run() {
  const database = await freshDatabase('drill_sigterm');
  const api = await startApi({ DATABASE_URL: database.url });
  try {
    const before = await pageViews(database.url);
    const paths = ['/api/post?limit=8', '/api/post?limit=400', null];
    let signalledAt = Number.POSITIVE_INFINITY;
    let over = false;
    const load = openLoop({
      intervalMs: 4,
      until: () => over,
      pick: (i) => {
        const path = paths[i % paths.length];
        return path
          ? timedRequest(`${api.url}${path}`, { kind: 'read', fresh: true })
          : timedRequest(`${api.url}/api/view/increase?webStatus=page-view`, {
              kind: 'view',
              method: 'PATCH',
              fresh: true,
              headers: { 'x-forwarded-for': nextClient() },
            });
      },
    });
    await sleep(3000);
    signalledAt = Date.now();
    api.child.kill('SIGTERM');
    await sleep(1500);
    over = true;
    const results = await load;
    const exit = await api.exited;
    const after = await pageViews(database.url);

    const beforeSignal = results.filter((result) => result.started < signalledAt - RACE_MS);
    const afterSignal = results.filter((result) => result.started >= signalledAt - RACE_MS);
    /** @param {import('./lib.mjs').TimedResult} result */
    const normal = (result) => (result.kind === 'view' ? result.status === 204 : result.status === 200);
    const acked = results.filter((result) => result.kind === 'view' && result.status === 204).length;
    const elapsed = (results.at(-1)?.started ?? 0) - (results[0]?.started ?? 0);
    return {
      figures: {
        requests: results.length,
        ratePerSecond: Math.round((results.length / Math.max(elapsed, 1)) * 1000),
        beforeSignal: histogram(beforeSignal),
        afterSignal: histogram(afterSignal),
        exitMs: exit.at - signalledAt,
        exitCode: exit.code,
        acknowledgedViews: acked,
        databaseDelta: after - before,
      },
      checks: [
        check(
          'every request sent before the signal finished with its normal status',
          beforeSignal.length > 0 && beforeSignal.every(normal),
          JSON.stringify(histogram(beforeSignal)),
        ),
        check(
          'later requests got 503 or a refused connection, never an error of ours',
          afterSignal.every((result) => normal(result) || result.status === 503 || result.status === 0),
          JSON.stringify(histogram(afterSignal)),
        ),
        check(
          'the process exited with 0 within 10 s',
          exit.code === 0 && exit.at - signalledAt <= 10_000,
          `code ${exit.code} after ${exit.at - signalledAt} ms`,
        ),
        check(
          'every acknowledged view is in the database, and nothing else',
          after - before === acked,
          `${acked} answered 204, +${after - before}`,
        ),
      ],
    };
  } finally {
    await api.stop();
    await database.drop();
  }
}
