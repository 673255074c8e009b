// @ts-check
// Drill step 6: the three instances restarted one after another, as an upgrade does,
// under reads at 50 connections: not one read fails.
import { accessLogSize, linesSince, retried, waitUntilServedBy } from '../lib/access-log.mjs';
import { check } from '../lib/check.mjs';
import { readLine, visitLine } from '../lib/figures.mjs';
import { countedVisits, publicTraffic, visitFigures } from '../lib/load.mjs';
import { started } from '../lib/station-cluster.mjs';
import { sleep } from '../lib/wait.mjs';

export const id = 'rolling';
export const title = '6. rolling restart of the three instances under load';

const SETTLE_MS = 1_000;
/** What systemd's TimeoutStopSec allows in deploy/systemd: in-flight requests finish well before. */
const STOP_WITHIN_MS = 10_000;
/** nginx's fail_timeout (2 s, deploy/nginx/station/upstreams.conf) and a margin. */
const READMITTED_WITHIN_MS = 10_000;

/**
 * @param {import('../lib/station-cluster.mjs').StationCluster} cluster
 * @param {import('../lib/check.mjs').Shared} shared
 */
export async function run(cluster, shared) {
  const before = await countedVisits(cluster);
  const accessLog = started(cluster.accessLog, "nginx's access log");
  const logFrom = accessLogSize(accessLog);
  const traffic = publicTraffic(cluster, shared);
  await sleep(SETTLE_MS);

  const restarts = [];
  for (const index of /** @type {const} */ ([0, 1, 2])) {
    const instance = started(cluster.apis[index], `API instance ${index + 1}`);
    const stopping = Date.now();
    const exit = await instance.stop(STOP_WITHIN_MS);
    const startedAt = accessLogSize(accessLog);
    cluster.startApi(index);
    const upMs = await cluster.apiHealthy(index);
    // The next instance stops only once nginx sends to this one again, as the guide's loop waits:
    // stopping it while nginx still leaves this one alone would leave a single instance serving.
    const backInNginxMs = await waitUntilServedBy(
      accessLog,
      new URL(cluster.apiUrls[index]).host,
      startedAt,
      { timeoutMs: READMITTED_WITHIN_MS },
    );
    restarts.push({
      stopMs: exit.at - stopping,
      exitCode: exit.code,
      signal: exit.signal,
      upMs,
      backInNginxMs,
    });
  }
  await sleep(SETTLE_MS);
  traffic.stop();
  const { read, visitResults } = await traffic.finish();
  const visited = visitFigures(visitResults);
  const after = await countedVisits(cluster);
  const lines = linesSince(accessLog, logFrom);

  return {
    figures: {
      restarts,
      reads: read,
      retriedByNginx: retried(lines).length,
      visits: { ...visited, counted: after - before },
    },
    checks: [
      check(
        'no failed read',
        read.requests > 0 && read.ok === read.requests,
        `${read.ok} of ${read.requests}; ${JSON.stringify(read.statuses)}, errors ${JSON.stringify(read.errorKinds)}${read.errorsAtMs.length > 0 ? ` at ${read.errorsAtMs.join(', ')} ms` : ''}`,
      ),
      check(
        `each instance stops cleanly (exit 0) within ${STOP_WITHIN_MS / 1000} s, is healthy again, and nginx sends to it again`,
        restarts.every(
          (restart) =>
            restart.exitCode === 0 && restart.stopMs < STOP_WITHIN_MS && restart.backInNginxMs !== undefined,
        ),
        restarts
          .map(
            (restart) =>
              `exit ${restart.exitCode ?? restart.signal} in ${restart.stopMs} ms, up in ${restart.upMs} ms, served by nginx ${restart.backInNginxMs ?? 'never'} ms later`,
          )
          .join('; '),
      ),
      check(
        'no acknowledged visit lost',
        after - before >= visited.acknowledged,
        `${visited.acknowledged} acknowledged, ${after - before} counted; ${JSON.stringify(visited.statuses)}`,
      ),
    ],
  };
}

/** @param {Awaited<ReturnType<typeof run>>['figures']} f */
export const summary = (f) =>
  `${readLine(f.reads)}; ${f.retriedByNginx} retried by nginx; each instance stopped in ` +
  `${f.restarts.map((restart) => restart.stopMs).join(' / ')} ms and was healthy ${f.restarts.map((restart) => restart.upMs).join(' / ')} ms after its start, served by nginx ${f.restarts.map((restart) => restart.backInNginxMs).join(' / ')} ms later; ${visitLine(f.visits)}`;
