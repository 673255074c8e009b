#!/usr/bin/env node
// @ts-check
// Front-end weight of the built apps. `--check` exits non-zero on a missed weight budget; it reads
// only the dist folders, so it is deterministic and cheap enough for CI.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { weightMisses } from './lib/budgets.mjs';
import { weightTable } from './lib/report.mjs';
import { measureWeights } from './lib/weight.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const weights = measureWeights(root);
console.log(weightTable(weights));
if (process.argv.includes('--check')) {
  const misses = weightMisses(weights);
  for (const miss of misses) console.error(`MISS ${miss}`);
  process.exitCode = misses.length > 0 ? 1 : 0;
}
