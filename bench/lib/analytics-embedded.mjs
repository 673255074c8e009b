// @ts-check
// The audience analytics' reads on the embedded database (PGlite), as a station without a database
// server runs them: the built API makes the database, the bench fills it with generated raw events and
// rollups while the API is stopped (PGlite has one user at a time), the API starts again and its own
// hourly job rolls the raw days up, and the reads are asked through it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { generateRaw, generateRollups, measureReads, mostReadArticle } from './analytics.mjs';
import { startApi } from './api-setup.mjs';
import { cpuMs } from './processes.mjs';

/** The API's catch-up is over once a window this long costs it less than QUIET_MS of CPU. */
const QUIET_WINDOW_MS = 5_000;
const QUIET_MS = 100;
/** A roll-up that has not finished by then is reported, not waited for. */
const CATCH_UP_MAX_MS = 20 * 60_000;
/**
 * The embedded database runs one statement at a time, so while the API's job rolls the generated
 * backlog up its health check waits behind each pass.
 */
const CATCHING_UP = { withinMs: CATCH_UP_MAX_MS, eachMs: 5 * 60_000 };

/** @param {number} pid */
const untilQuiet = async (pid) => {
  const started = Date.now();
  for (;;) {
    const before = cpuMs(pid);
    await wait(QUIET_WINDOW_MS);
    if (cpuMs(pid) - before < QUIET_MS || Date.now() - started > CATCH_UP_MAX_MS) return;
  }
};

/** @param {string} dataDir */
const openDatabase = (dataDir) => PGlite.create(join(dataDir, 'pgdata'));

/**
 * @param {{ port: number; rows: number; rawDays: number; rollupDays: number; combos: number; repeat: number }} options
 */
export const measureEmbeddedAnalytics = async ({ port, rows, rawDays, rollupDays, combos, repeat }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-bench-embedded-'));
  const env = { DATA_DIR: dataDir };
  try {
    await (await startApi({ port, env })).stop();
    const db = await openDatabase(dataDir);
    let rollups;
    let generated;
    let article;
    try {
      rollups = await generateRollups(db, { rollupDays, combos });
      generated = await generateRaw(db, { rows, days: rawDays });
      article = await mostReadArticle(db);
      // The raw days are not rolled up yet, and this hour's pass may run again: the API's start asks for it.
      await db.query(
        `UPDATE analytics_rollup_state SET rolled_until = date_trunc('hour', now() - make_interval(days => $1))`,
        [rawDays + 1],
      );
      await db.query(`DELETE FROM jobs WHERE kind = 'analytics.maintain'`);
    } finally {
      await db.close();
    }
    const started = Date.now();
    const api = await startApi({ port, env, patience: CATCHING_UP });
    let rolledSeconds;
    let reads;
    /** @type {string[]} */
    let errors = [];
    try {
      await untilQuiet(api.child.pid ?? 0);
      rolledSeconds = (Date.now() - started) / 1000;
      reads = await measureReads(api.url, repeat, article);
      errors = api.logs.filter((line) => line.includes('"level":50')).slice(-5);
    } finally {
      await api.stop();
    }
    const check = await openDatabase(dataDir);
    try {
      const { rows: state } = await check.query(
        `SELECT extract(epoch FROM now() - rolled_until)::int AS behind FROM analytics_rollup_state`,
      );
      return {
        generated,
        rollups,
        rolled: { seconds: rolledSeconds, behindSeconds: Number(state[0]?.behind) },
        reads,
        errors,
      };
    } finally {
      await check.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
