// @ts-check
// What the API on PostgreSQL and a page server cost while no one reads: the CPU each process uses in a
// minute of quiet, from /proc. The budget is 0.1 s a minute per process.
import { setTimeout as wait } from 'node:timers/promises';
import { createDatabase } from './api-setup.mjs';
import { IDLE_BUDGETS } from './budgets.mjs';
import { cpuMs } from './processes.mjs';
import { withProductionSite } from './production-site.mjs';

/** A process counts as settled once a window this long costs it less than QUIET_MS. */
const SETTLE_WINDOW_MS = 5_000;
const QUIET_MS = 20;
/** Start-up work (migrations, the demo content, the jobs queued at start) is over by then, or never. */
const SETTLE_MAX_MS = 90_000;

/** @typedef {{ windowMs: number; apiCpuMsPerMinute: number; siteCpuMsPerMinute: number; settledAfterMs: number }} IdleCpu */

/**
 * Waits until both processes have been quiet for a window, at most SETTLE_MAX_MS; how long that took.
 * @param {number[]} pids
 */
const settle = async (pids) => {
  const started = Date.now();
  for (;;) {
    const before = pids.map(cpuMs);
    await wait(SETTLE_WINDOW_MS);
    const quiet = pids.every((pid, index) => cpuMs(pid) - (before[index] ?? 0) < QUIET_MS);
    if (quiet || Date.now() - started >= SETTLE_MAX_MS) return Date.now() - started;
  }
};

/**
 * @param {{ root: string; apiPort: number; sitePort: number; windowMs?: number }} options
 * @returns {Promise<IdleCpu>}
 */
export const measureIdleCpu = async ({ root, apiPort, sitePort, windowMs = 60_000 }) => {
  const database = await createDatabase('bench_idle');
  try {
    return await withProductionSite(
      { root, apiPort, sitePort, apiEnv: { DATABASE_URL: database.url } },
      async ({ api, site }) => {
        const apiPid = api.child.pid;
        const pids = [apiPid ?? 0, site.pid ?? 0];
        const settledAfterMs = await settle(pids);
        const before = pids.map(cpuMs);
        await wait(windowMs);
        /** @param {number} index */
        const perMinute = (index) =>
          Math.round(((cpuMs(pids[index]) - (before[index] ?? 0)) * 60_000) / windowMs);
        return {
          windowMs,
          apiCpuMsPerMinute: perMinute(0),
          siteCpuMsPerMinute: perMinute(1),
          settledAfterMs,
        };
      },
    );
  } finally {
    await database.drop();
  }
};

/**
 * @param {IdleCpu} idle
 * @returns {string[]} one line per process above the budget
 */
export const idleCpuMisses = (idle) =>
  [
    ['API', idle.apiCpuMsPerMinute],
    ['page server', idle.siteCpuMsPerMinute],
  ]
    .filter(([, ms]) => Number(ms) > IDLE_BUDGETS.cpuMsPerMinute)
    .map(([name, ms]) => `${name} idle: ${ms} ms of CPU a minute > ${IDLE_BUDGETS.cpuMsPerMinute} ms`);

/** @param {IdleCpu} idle */
export const idleCpuTable = (idle) =>
  [
    '| process (idle) | CPU ms a minute | budget |',
    '|---|---:|---:|',
    `| API (PostgreSQL) | ${idle.apiCpuMsPerMinute} | ${IDLE_BUDGETS.cpuMsPerMinute} |`,
    `| page server | ${idle.siteCpuMsPerMinute} | ${IDLE_BUDGETS.cpuMsPerMinute} |`,
  ].join('\n');
