// @ts-check
// Drill step 4: `kill -9` one API instance during 20 s of public reads at 50 connections
// through nginx, while visits are counted.
import { accessLogSize, linesSince, retried } from '../lib/access-log.mjs';
import { check } from '../lib/check.mjs';
import { readLine, visitLine } from '../lib/figures.mjs';
import { countedVisits, publicTraffic, visitFigures } from '../lib/load.mjs';
import { started } from '../lib/station-cluster.mjs';
import { sleep } from '../lib/wait.mjs';

export const id = 'kill';
export const title = '4. kill -9 one API instance during 20 s of reads at 50 connections';

const LOAD_SECONDS = 20;
const KILL_AFTER_MS = 5_000;
const REQUIRED_OK_SHARE = 0.999;

/**
 * @param {import('../lib/station-cluster.mjs').StationCluster} cluster
 * @param {import('../lib/check.mjs').Shared} shared
 */
export async function run(cluster, shared) {
  const victim = 2;
  const before = await countedVisits(cluster);
  const accessLog = started(cluster.accessLog, "nginx's access log");
  const logFrom = accessLogSize(accessLog);
  const traffic = publicTraffic(cluster, shared, LOAD_SECONDS);

  await sleep(KILL_AFTER_MS);
  const instance = started(cluster.apis[victim], `API instance ${victim + 1}`);
  instance.kill('SIGKILL');
  const exit = await instance.exited;
  const { read, visitResults } = await traffic.finish();
  const after = await countedVisits(cluster);
  const visited = visitFigures(visitResults);
  const lines = linesSince(accessLog, logFrom);

  // Back to three for the next steps, the way systemd's Restart=always would bring it back.
  cluster.startApi(victim);
  const restartMs = await cluster.apiHealthy(victim);

  return {
    figures: {
      reads: read,
      retriedByNginx: retried(lines).length,
      visits: { ...visited, counted: after - before },
      killedWith: exit.signal,
      backInMs: restartMs,
    },
    checks: [
      check('the instance was killed (SIGKILL)', exit.signal === 'SIGKILL', `${exit.signal ?? exit.code}`),
      check(
        `at least ${REQUIRED_OK_SHARE * 100} % of reads answered 2xx`,
        read.requests > 0 && read.okShare >= REQUIRED_OK_SHARE,
        `${read.ok} of ${read.requests} (${(read.okShare * 100).toFixed(3)} %); non-2xx ${read.non2xx}, errors ${JSON.stringify(read.errorKinds)}${read.errorsAtMs.length > 0 ? ` at ${read.errorsAtMs.join(', ')} ms` : ''} (kill at ${KILL_AFTER_MS} ms)`,
      ),
      check(
        'no acknowledged visit lost',
        visited.acknowledged > 0 && after - before >= visited.acknowledged,
        `${visited.acknowledged} acknowledged, ${after - before} counted; ${JSON.stringify(visited.statuses)}`,
      ),
    ],
  };
}

/** @param {Awaited<ReturnType<typeof run>>['figures']} f */
export const summary = (f) =>
  `${readLine(f.reads)}; ${f.retriedByNginx} retried by nginx; ${visitLine(f.visits)}; killed instance back in ${f.backInMs} ms`;
