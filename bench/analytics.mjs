#!/usr/bin/env node
// @ts-check
// `node bench/analytics.mjs [--rows=2000000] [--raw-days=90] [--rollup-days=1095] [--combos=400]
// [--embedded-rows=5000000] [--duration=10] [--repeat=20] [--no-build]` (`pnpm --filter @station/bench
// analytics`): the audience analytics' figures (lib/analytics.mjs) against the built API on a PostgreSQL
// database of its own, then the reads on the embedded database (lib/analytics-embedded.mjs), written to
// bench/results/analytics/<time>.json. `--rows=0` or `--embedded-rows=0` leaves that part out.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyticsMisses, analyticsTables, measureAnalytics, readsTable } from './lib/analytics.mjs';
import { measureEmbeddedAnalytics } from './lib/analytics-embedded.mjs';
import { createDatabase, startApi } from './lib/api-setup.mjs';
import { stopAll } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * @param {string} name
 * @param {number} fallback
 */
const option = (name, fallback) => {
  const arg = process.argv.find((candidate) => candidate.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
};
const options = {
  rows: option('rows', 2_000_000),
  rawDays: option('raw-days', 90),
  rollupDays: option('rollup-days', 1095),
  combos: option('combos', 400),
  embeddedRows: option('embedded-rows', 5_000_000),
  repeat: option('repeat', 20),
  settings: { connections: 50, duration: option('duration', 10), runs: 3 },
};

if (!process.argv.includes('--no-build'))
  execFileSync('pnpm', ['--filter', '@station/api', 'build'], { cwd: root, stdio: 'inherit' });

const date = new Date().toISOString();
const dir = join(root, 'bench', 'results', 'analytics');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${date.slice(0, 16).replace(':', '')}.json`);
const machine = { cpus: cpus().length, model: cpus()[0]?.model };

/** @type {Awaited<ReturnType<typeof measureAnalytics>> | undefined} */
let figures;
/** @type {Awaited<ReturnType<typeof measureEmbeddedAnalytics>> | undefined} */
let embedded;
/** Written after each part, so a part that fails keeps the figures of the one before. */
const write = () => {
  writeFileSync(file, `${JSON.stringify({ date, machine, options, ...figures, embedded }, null, 2)}\n`);
  const tables = [
    ...(figures ? [analyticsTables(figures)] : []),
    ...(embedded
      ? [
          `\n## The embedded database: ${embedded.generated.rows} raw events over ${embedded.generated.days} days, rolled up in ${embedded.rolled.seconds} s\n`,
          readsTable(embedded.reads),
          ...embedded.errors.map((line) => `\nThe API logged: ${line}`),
        ]
      : []),
    '',
    ...analyticsMisses(figures, embedded).map((miss) => `MISS ${miss}`),
  ].join('\n');
  writeFileSync(file.replace(/\.json$/, '.md'), `# Audience analytics, ${date}\n\n${tables}\n`);
  return tables;
};

if (options.rows > 0) {
  const database = await createDatabase('bench_analytics');
  try {
    const api = await startApi({ port: 3411, databaseUrl: database.url });
    figures = await measureAnalytics({ apiUrl: api.url, databaseUrl: database.url, ...options });
    await api.stop();
  } finally {
    stopAll();
    await database.drop();
  }
  write();
}
if (options.embeddedRows > 0) {
  try {
    embedded = await measureEmbeddedAnalytics({
      port: 3412,
      rows: options.embeddedRows,
      rawDays: options.rawDays,
      rollupDays: options.rollupDays,
      combos: options.combos,
      repeat: options.repeat,
    });
  } finally {
    stopAll();
  }
}
console.log(write());
console.log(`\nWritten ${file}`);
