#!/usr/bin/env node
// @ts-check
// The cluster drill, on loopback only and within four minutes: nginx (with the files of deploy/nginx)
// in front of three API instances and two page servers, serving the console's files itself, on a
// PostgreSQL database of its own, its own Redis and an S3-compatible store (s3rver). It runs the built
// artifacts (build first: `pnpm run build`), prints each step's checks and figures as text and JSON,
// and exits non-zero when a check fails. Every process, temporary folder and the database it made
// are removed at the end, whatever happened.
//   node deploy/drill/cluster.mjs [--json=<file>] [--keep-logs=<folder>] [--only=kill,rolling]
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check } from './lib/check.mjs';
import { createSupervisor } from './lib/processes.mjs';
import { ARTIFACTS, createCluster, missingArtifacts } from './lib/station-cluster.mjs';
import * as editFreshness from './steps/edit-freshness.mjs';
import * as image from './steps/image.mjs';
import * as jsonLogs from './steps/json-logs.mjs';
import * as killInstance from './steps/kill-instance.mjs';
import * as redisOutage from './steps/redis-outage.mjs';
import * as rollingRestart from './steps/rolling-restart.mjs';
import * as startTogether from './steps/start-together.mjs';
import * as twoDomains from './steps/two-domains.mjs';

const LIMIT_MS = 4 * 60_000;
/** What stopping every process and dropping the database may take at most. */
const CLEANUP_MS = 20_000;

/** @param {string} name */
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const jsonFile = option('json');
/** Where to copy every process's log (nginx's too) before the temporary folder goes, to look into a failure. */
const keepLogs = option('keep-logs');
/** Only some of the steps after the start, by id: routing, freshness, image, kill, redis, rolling. */
const only = option('only')?.split(',');
const began = Date.now();

const missing = missingArtifacts();
if (missing.length > 0) {
  console.error(
    `The drill runs the built servers; build them first (pnpm run build). Missing: ${missing.join(', ')}`,
  );
  process.exit(1);
}

const tmp = mkdtempSync(join(tmpdir(), 'station-cluster-'));
// nginx's workers run as an unprivileged user and keep request bodies under the prefix.
chmodSync(tmp, 0o755);
mkdirSync(join(tmp, 'logs'));
const supervisor = createSupervisor(join(tmp, 'logs'));
/** @type {import('./lib/station-cluster.mjs').StationCluster | undefined} */
let cluster;

/** @type {Promise<void> | undefined} */
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    await supervisor.stopAll();
    if (keepLogs) {
      cpSync(join(tmp, 'logs'), keepLogs, { recursive: true });
      for (const file of ['access.log', 'error.log']) {
        if (existsSync(join(tmp, 'nginx', file)))
          cpSync(join(tmp, 'nginx', file), join(keepLogs, `nginx-${file}`));
      }
    }
    const made = cluster;
    await made
      ?.dropDatabase()
      .catch((error) => console.error(`dropping ${made.databaseName}: ${error.message}`));
    rmSync(tmp, { recursive: true, force: true });
  })();
  return cleaning;
}
process.on('uncaughtException', (error) => {
  console.error(error);
  cleanUp().finally(() => process.exit(1));
});
process.on('unhandledRejection', (error) => {
  console.error(error);
  cleanUp().finally(() => process.exit(1));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the cluster`);
    cleanUp().finally(() => process.exit(130));
  });
}

/** What the drill ran on, for its report: some programs print their version on stderr. */
const versions = () => {
  /**
   * @param {string} command
   * @param {string[]} args
   */
  const line = (command, args) => {
    const run = spawnSync(command, args, { encoding: 'utf8' });
    return `${run.stdout ?? ''}${run.stderr ?? ''}`.trim() || 'unknown';
  };
  return {
    node: process.version,
    nginx: line('nginx', ['-v']).replace('nginx version: nginx/', ''),
    redis: line('redis-server', ['--version']).split(' ')[2]?.replace('v=', ''),
  };
};

/**
 * A step's report: its checks, figures and their one line, and how long it took.
 * @typedef {{ step: string; seconds?: number; ok: boolean; summary?: string; figures?: unknown; checks: import('./lib/check.mjs').Check[] }} Entry
 */

/** @type {Entry[]} */
const results = [];

/**
 * Runs one step and reports it; a step that throws is reported as one failed check.
 * @param {import('./lib/check.mjs').Step} module
 */
async function step(module) {
  const started = Date.now();
  let outcome;
  try {
    // Every step after the set-up runs on the cluster it made; the set-up and the logs' step never read it.
    outcome = await module.run(
      /** @type {import('./lib/station-cluster.mjs').StationCluster} */ (cluster),
      shared,
      supervisor,
    );
  } catch (caught) {
    const error = /** @type {Error} */ (caught);
    outcome = {
      figures: {},
      checks: [check('the step ran to the end', false, error.stack ?? error.message)],
    };
  }
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  let summary = '';
  try {
    summary = module.summary?.(outcome.figures) ?? '';
  } catch {
    summary = '';
  }
  const entry = {
    step: module.title,
    seconds,
    ok: outcome.checks.every((line) => line.ok),
    summary,
    ...outcome,
  };
  results.push(entry);
  print(entry);
  return entry;
}

/** @param {Entry} entry */
function print(entry) {
  console.log(`\n${entry.step} (${entry.seconds} s)`);
  for (const line of entry.checks) {
    console.log(
      `  ${line.ok ? 'pass' : 'FAIL'}  ${line.what}${line.detail ? ` — ${line.detail.split('\n')[0]}` : ''}`,
    );
  }
  if (entry.summary) console.log(`  figures: ${entry.summary}`);
}

/** @type {import('./lib/check.mjs').Shared} */
const shared = {};
const setUp = async () => {
  const made = await createCluster({ tmp, supervisor });
  cluster = made;
  await Promise.all([made.startRedis(), made.startStore()]);
  return made;
};

async function drill() {
  const setUpStep = {
    title: 'set-up: database, Redis, object store',
    run: async () => {
      const made = await setUp();
      const [row] = await made.sql('SHOW server_version');
      const ranOn = { ...versions(), postgresql: row?.server_version };
      shared.versions = ranOn;
      return {
        figures: { database: made.databaseName, ...ranOn },
        checks: [check('ready', true)],
      };
    },
    /** @param {Record<string, string | undefined>} f */
    summary: (f) => `PostgreSQL ${f.postgresql}, Redis ${f.redis}, nginx ${f.nginx}, Node.js ${f.node}`,
  };
  if (!(await step(setUpStep)).ok) return;
  const started = await step(startTogether);
  if (started.checks[0]?.ok === false && cluster?.apis.some((instance) => !instance?.alive())) return;
  const edge = await step({
    title: "set-up: the console's files, nginx, page servers",
    run: async (made) => {
      await made.startNginx();
      await made.startSites();
      return { figures: {}, checks: [check('ready', true)] };
    },
  });
  if (!edge.ok) return;
  const steps = [twoDomains, editFreshness, image, killInstance, redisOutage, rollingRestart];
  for (const module of steps.filter((candidate) => !only || only.includes(candidate.id))) {
    await step(module);
  }
}

/** @type {NodeJS.Timeout | undefined} */
let timer;
/** @type {Promise<void>} */
const outOfTime = new Promise((resolve) => {
  timer = setTimeout(
    () => {
      /** @type {Entry} */
      const entry = {
        step: 'time limit',
        ok: false,
        checks: [check(`the drill finished within ${(LIMIT_MS - CLEANUP_MS) / 1000} s`, false)],
      };
      results.push(entry);
      print(entry);
      resolve();
    },
    LIMIT_MS - CLEANUP_MS - (Date.now() - began),
  );
});
await Promise.race([drill(), outOfTime]);
clearTimeout(timer);
await step(jsonLogs);
await cleanUp();

const failed = results.flatMap((entry) => entry.checks.filter((line) => !line.ok));
const seconds = Number(((Date.now() - began) / 1000).toFixed(1));
const report = {
  drill: 'cluster',
  ok: failed.length === 0,
  seconds,
  versions: shared.versions,
  artifacts: ARTIFACTS,
  steps: results,
};
console.log('\nFigures');
for (const entry of results.filter((line) => line.summary)) console.log(`  ${entry.step}: ${entry.summary}`);
console.log(
  `\n${failed.length === 0 ? 'Every check passed' : `${failed.length} check(s) failed`} in ${seconds} s.`,
);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
process.exit(failed.length === 0 ? 0 : 1);
