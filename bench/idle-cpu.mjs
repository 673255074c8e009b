#!/usr/bin/env node
// @ts-check
// The idle figure alone: builds the API and the site, starts them (the API on the machine's
// PostgreSQL), waits until they are quiet, measures each process's CPU over a minute and the memory
// each holds at its end.
//   pnpm --filter @station/bench idle [--no-build] [--window=60]
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { idleCpuMisses, idleCpuTable, measureIdleCpu } from './lib/idle-cpu.mjs';
import { stopAll } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const windowArg = process.argv.find((arg) => arg.startsWith('--window='));
const windowMs = windowArg ? Number(windowArg.slice('--window='.length)) * 1000 : 60_000;

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['turbo', 'run', 'build', '--filter=@station/api', '--filter=@station/public-site'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
try {
  const idle = await measureIdleCpu({ root, apiPort: 3401, sitePort: 3403, windowMs });
  console.log(idleCpuTable(idle));
  console.log(
    `\nSettled after ${Math.round(idle.settledAfterMs / 1000)} s, measured over ${windowMs / 1000} s.`,
  );
  const misses = idleCpuMisses(idle);
  if (misses.length > 0) console.log(`\nMisses: ${misses.join('; ')}`);
  process.exitCode = misses.length > 0 ? 1 : 0;
} finally {
  stopAll();
}
