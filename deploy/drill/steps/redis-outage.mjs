// @ts-check
// Drill step 5: Redis stops while readers and visits keep coming. Limits fail open, visits
// are still counted, health says degraded, and nothing waits on the missing Redis.
import { check } from '../lib/check.mjs';
import { readLine, visitLine } from '../lib/figures.mjs';
import { health } from '../lib/http.mjs';
import { countedVisits, publicTraffic, visitFigures } from '../lib/load.mjs';
import { started } from '../lib/station-cluster.mjs';
import { sleep, waitFor } from '../lib/wait.mjs';

export const id = 'redis';
export const title = '5. Redis stopped under load';

const LOAD_SECONDS = 12;
const STOP_AFTER_MS = 2_000;
/** Limits give up on Redis within 100 ms: no request should come near this. */
const HANG_MS = 2_000;
const DEGRADED_WITHIN_MS = 5_000;
const RECOVERED_WITHIN_MS = 15_000;

/**
 * @param {import('../lib/processes.mjs').Service} instance
 * @param {number} since
 */
const redisWarnings = (instance, since) =>
  instance.notable.filter(
    (line) =>
      line.at >= since && (line.level === 40 || line.level === 'warn') && /redis/i.test(JSON.stringify(line)),
  ).length;

/**
 * @param {import('../lib/station-cluster.mjs').StationCluster} cluster
 * @param {import('../lib/check.mjs').Shared} shared
 */
export async function run(cluster, shared) {
  const before = await countedVisits(cluster);
  const traffic = publicTraffic(cluster, shared, LOAD_SECONDS);

  await sleep(STOP_AFTER_MS);
  const stoppedAt = Date.now();
  await started(cluster.redis, 'Redis').stop();
  const degradedMs = await Promise.all(
    cluster.apiUrls.map((url) =>
      waitFor(async () => (await health(url))?.status === 'degraded', { timeoutMs: DEGRADED_WITHIN_MS }),
    ),
  );
  const { read, visitResults } = await traffic.finish();
  const after = await countedVisits(cluster);
  const during = visitFigures(visitResults.filter((result) => result.started >= stoppedAt));
  const all = visitFigures(visitResults);
  const warnings = cluster.apis.map((instance) => redisWarnings(instance, stoppedAt));

  await cluster.startRedis();
  const recoveredMs = await waitFor(
    async () =>
      (await Promise.all(cluster.apiUrls.map((url) => health(url)))).every(
        (answer) => answer?.status === 'ok',
      ),
    { timeoutMs: RECOVERED_WITHIN_MS, intervalMs: 100 },
  );

  return {
    figures: {
      reads: read,
      visitsWhileDown: during,
      visits: { ...all, counted: after - before },
      degradedAfterMs: degradedMs,
      warningsPerInstance: warnings,
      okAgainAfterMs: recoveredMs,
    },
    checks: [
      check(
        'visits sent while Redis is down are counted (204)',
        during.sent > 0 && during.acknowledged === during.sent,
        `${during.acknowledged} of ${during.sent}; ${JSON.stringify(during.statuses)}`,
      ),
      check(
        'no acknowledged visit lost',
        after - before >= all.acknowledged,
        `${all.acknowledged} acknowledged, ${after - before} counted`,
      ),
      check(
        `every instance's health says degraded within ${DEGRADED_WITHIN_MS / 1000} s`,
        degradedMs.every((ms) => ms !== undefined),
        degradedMs.map((ms) => (ms === undefined ? 'never' : `${ms} ms`)).join(', '),
      ),
      check(
        `nothing hangs: no read or visit took ${HANG_MS} ms`,
        read.maxMs < HANG_MS && all.maxMs < HANG_MS && read.errors === 0,
        `reads p99 ${read.p99Ms} ms, max ${read.maxMs} ms, errors ${read.errors}; visits p99 ${during.p99Ms} ms, max ${all.maxMs} ms`,
      ),
      check(
        'no failed read',
        read.ok === read.requests,
        `${read.ok} of ${read.requests}; ${JSON.stringify(read.statuses)}`,
      ),
      check(
        'each instance logs the outage once (a JSON warning)',
        warnings.every((count) => count === 1),
        warnings.join(', '),
      ),
      check(
        `health is ok again within ${RECOVERED_WITHIN_MS / 1000} s of Redis returning`,
        recoveredMs !== undefined,
        recoveredMs === undefined ? 'not ok' : `${recoveredMs} ms`,
      ),
    ],
  };
}

/** @param {Awaited<ReturnType<typeof run>>['figures']} f */
export const summary = (f) =>
  `health degraded after ${f.degradedAfterMs.map((ms) => ms ?? 'never').join(' / ')} ms; ` +
  `visits while down ${f.visitsWhileDown.acknowledged} of ${f.visitsWhileDown.sent} counted, p99 ${f.visitsWhileDown.p99Ms} ms; ` +
  `${readLine(f.reads)}; ${visitLine(f.visits)}; ok again ${f.okAgainAfterMs ?? 'never'} ms after Redis returned`;
