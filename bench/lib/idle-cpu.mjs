// @ts-check
// What the API on PostgreSQL and a page server cost while no one reads: the CPU each process uses in a
// minute of quiet and the memory each holds at its end, from /proc. The budgets: 0.1 s a minute
// per process; the page server at most 100 MiB and the whole system at most 260 MiB. The console has no
// process in production (nginx serves the files written when its service starts), so it adds nothing.
import { setTimeout as wait } from 'node:timers/promises';
import { createDatabase } from './api-setup.mjs';
import { IDLE_BUDGETS, IDLE_MEMORY_BUDGETS } from './budgets.mjs';
import { cpuMs, residentMiB } from './processes.mjs';
import { withProductionSite } from './production-site.mjs';

/** A process counts as settled once a window this long costs it less than QUIET_MS. */
const SETTLE_WINDOW_MS = 5_000;
const QUIET_MS = 20;
/** Start-up work (migrations, the demo content, the jobs queued at start) is over by then, or never. */
const SETTLE_MAX_MS = 90_000;

/**
 * @typedef {{
 *   windowMs: number;
 *   apiCpuMsPerMinute: number;
 *   siteCpuMsPerMinute: number;
 *   settledAfterMs: number;
 *   memory?: IdleMemory;
 * }} IdleCpu
 * @typedef {{ apiMiB: number; siteMiB: number; consoleMiB: number; totalMiB: number }} IdleMemory
 */

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
 * The console's share is nothing: production serves its files from nginx, with no process of its own.
 * @param {number} apiMiB
 * @param {number} siteMiB
 * @returns {IdleMemory}
 */
const idleMemory = (apiMiB, siteMiB) => ({ apiMiB, siteMiB, consoleMiB: 0, totalMiB: apiMiB + siteMiB });

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
        const [apiMiB, siteMiB] = pids.map(residentMiB);
        return {
          windowMs,
          apiCpuMsPerMinute: perMinute(0),
          siteCpuMsPerMinute: perMinute(1),
          settledAfterMs,
          memory: idleMemory(apiMiB ?? 0, siteMiB ?? 0),
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
    .map(([name, ms]) => `${name} idle: ${ms} ms of CPU a minute > ${IDLE_BUDGETS.cpuMsPerMinute} ms`)
    .concat(idle.memory ? idleMemoryMisses(idle.memory) : []);

/**
 * @param {IdleMemory} memory
 * @returns {string[]} one line per memory figure above its budget
 */
const idleMemoryMisses = (memory) =>
  [
    ['page server', memory.siteMiB, IDLE_MEMORY_BUDGETS.siteMiB],
    ['whole system', memory.totalMiB, IDLE_MEMORY_BUDGETS.totalMiB],
  ]
    .filter(([, mib, budget]) => Number(mib) > Number(budget))
    .map(([name, mib, budget]) => `${name} idle at ${mib} MiB resident > ${budget} MiB`);

/** @param {IdleCpu} idle */
export const idleCpuTable = (idle) =>
  [
    '| process (idle) | CPU ms a minute | budget |',
    '|---|---:|---:|',
    `| API (PostgreSQL) | ${idle.apiCpuMsPerMinute} | ${IDLE_BUDGETS.cpuMsPerMinute} |`,
    `| page server | ${idle.siteCpuMsPerMinute} | ${IDLE_BUDGETS.cpuMsPerMinute} |`,
  ]
    .concat(idle.memory ? ['', idleMemoryTable(idle.memory)] : [])
    .join('\n');

/** @param {IdleMemory} memory */
const idleMemoryTable = (memory) =>
  [
    '| process (idle) | resident MiB | budget |',
    '|---|---:|---:|',
    `| API (PostgreSQL) | ${memory.apiMiB} | – |`,
    `| page server | ${memory.siteMiB} | ${IDLE_MEMORY_BUDGETS.siteMiB} |`,
    `| console server | ${memory.consoleMiB} (no process: nginx serves its files) | – |`,
    `| total | ${memory.totalMiB} | ${IDLE_MEMORY_BUDGETS.totalMiB} |`,
  ].join('\n');
