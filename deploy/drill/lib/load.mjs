// @ts-check
// Load through nginx, as readers and a newsroom would make it: reads at a fixed number of
// connections (autocannon), and visits counted one by one, each from a reader address of its own.
import autocannon from 'autocannon';
import { call } from './http.mjs';
import { publicReads } from './public-reads.mjs';
import { DOMAINS } from './station-cluster.mjs';
import { percentile } from './wait.mjs';

/**
 * Keeps `connections` reads in flight through nginx until `stop()` (or `seconds` pass), cycling
 * over `paths`. Answers autocannon's counts: 2xx, non-2xx, errors and timeouts, and latency.
 * @param {{ url: string; host: string; paths: string[]; connections?: number; seconds?: number }} load
 */
export function readLoad({ url, host, paths, connections = 50, seconds = 600 }) {
  /** @type {autocannon.Instance | undefined} */
  let instance;
  /** @type {Record<string, number>} */
  const errorKinds = {};
  /**
   * When the first few errors came, in ms from the start: to tell a failure at a kill from one at the end.
   * @type {number[]}
   */
  const errorsAtMs = [];
  const startedAt = Date.now();
  /** @type {Promise<autocannon.Result>} */
  const done = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 10,
        headers: { host, 'accept-encoding': 'gzip' },
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('reqError', (/** @type {NodeJS.ErrnoException} */ error) => {
      const kind = error.code ?? error.message;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      if (errorsAtMs.length < 10) errorsAtMs.push(Date.now() - startedAt);
    });
  });
  return {
    stop: () => instance?.stop(),
    result: done.then((result) => {
      const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
      // autocannon counts a timeout among the errors too.
      const total = answered + result.errors;
      return {
        requests: total,
        perSecond: Math.round(total / Math.max(result.duration, 1)),
        ok: result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        errorKinds,
        errorsAtMs,
        okShare: total === 0 ? 0 : result['2xx'] / total,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
        statuses: Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
        ),
      };
    }),
  };
}

/** @typedef {Awaited<ReturnType<typeof readLoad>['result']>} ReadFigures */

let reader = 0;
/** A reader address of its own for each visit, passed as nginx passes the client's. */
const nextReader = () => {
  reader += 1;
  return `10.${(reader >> 16) & 255}.${(reader >> 8) & 255}.${reader & 255}`;
};

/**
 * Counts visits through nginx, `concurrency` at a time, until `until()` says stop. Every answer is
 * kept with when it started, so a step can look at the ones sent during an outage.
 * @param {{ url: string; host: string; concurrency?: number; until: () => boolean }} loop
 */
export async function visitLoop({ url, host, concurrency = 4, until }) {
  /** @type {Visit[]} */
  const results = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) {
        const answer = await call(url, '/api/view/increase?webStatus=page-view', {
          method: 'PATCH',
          host,
          headers: { 'x-forwarded-for': nextReader() },
          timeoutMs: 10_000,
        });
        results.push({ status: answer.status, started: answer.started, ms: answer.ms, error: answer.error });
      }
    }),
  );
  return results;
}

/**
 * One visit counted through nginx: its status (0 when none came), when it started, how long it took.
 * @typedef {{ status: number; started: number; ms: number; error: string | undefined }} Visit
 */

/**
 * What a list of visits came to: how many the API acknowledged (204), how the rest ended, how long.
 * @param {Visit[]} results
 */
export function visitFigures(results) {
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const result of results) {
    const key = result.status === 0 ? (result.error ?? 'no answer') : String(result.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const ms = results.map((result) => result.ms);
  return {
    sent: results.length,
    acknowledged: results.filter((result) => result.status === 204).length,
    statuses,
    p99Ms: percentile(ms, 99),
    maxMs: ms.length === 0 ? 0 : Math.max(...ms),
  };
}

/**
 * The site's page views so far, as the database holds them.
 * @param {import('./station-cluster.mjs').StationCluster} cluster
 */
export async function countedVisits(cluster) {
  const [row] = await cluster.sql('SELECT coalesce(sum(page_views), 0)::bigint AS n FROM site_daily');
  return Number(row?.n);
}

/**
 * What the fault steps run their fault under: readers at 50 connections and visits counted one by
 * one, through nginx on the main domain. `finish()` waits for the reads to end (after `seconds`, or
 * `stop()`), then stops the visits.
 * @param {import('./station-cluster.mjs').StationCluster} cluster
 * @param {{ postId?: string }} shared
 * @param {number} [seconds]
 */
export function publicTraffic(cluster, shared, seconds) {
  const reads = readLoad({
    url: cluster.nginxUrl,
    host: DOMAINS.main,
    paths: publicReads(shared.postId),
    connections: 50,
    ...(seconds ? { seconds } : {}),
  });
  let over = false;
  const visits = visitLoop({ url: cluster.nginxUrl, host: DOMAINS.main, until: () => over });
  return {
    stop: () => reads.stop(),
    async finish() {
      const read = await reads.result;
      over = true;
      return { read, visitResults: await visits };
    },
  };
}
