#!/usr/bin/env node
// `pnpm --filter @station/bench console-phone`: only the console on a phone network (see
// lib/console-phone.mjs), written to bench/results/console-phone/<time>.json. Needs the API built.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { consolePhoneMisses } from './lib/budgets.mjs';
import { consolePhoneTable, measureConsolePhone } from './lib/console-phone.mjs';
import { stopAll } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;

const date = new Date().toISOString();
let consolePhone;
try {
  consolePhone = await measureConsolePhone({ root, apiPort: 3401, consolePort: 3404, runs });
} finally {
  stopAll();
}
const dir = join(root, 'bench', 'results', 'console-phone');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${date.slice(0, 16).replace(':', '')}.json`);
writeFileSync(file, `${JSON.stringify({ date, consolePhone }, null, 2)}\n`);
console.log(consolePhoneTable(consolePhone));
const misses = consolePhoneMisses(consolePhone);
for (const miss of misses) console.error(`MISS ${miss}`);
console.log(`\nWritten ${file}`);
process.exitCode = misses.length > 0 ? 1 : 0;
