#!/usr/bin/env node
// @ts-check
// `pnpm --filter @station/bench console-phone`: only the console on a phone network (see
// lib/console-phone.mjs), written to bench/results/console-phone/<time>.json. Needs the API built.
// `--console-dir=<dist> --console-server-dir=<dist-server>` measure a console built elsewhere.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { consolePhoneMisses } from './lib/budgets.mjs';
import { consolePhoneTable, measureConsolePhone } from './lib/console-phone.mjs';
import { stopAll } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 5;
/** @param {string} name */
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = option('console-dir');
const serverDir = option('console-server-dir');
const built = outDir && serverDir ? { outDir, serverDir } : undefined;

const date = new Date().toISOString();
let consolePhone;
try {
  consolePhone = await measureConsolePhone({ root, apiPort: 3401, consolePort: 3404, runs, built });
} finally {
  stopAll();
}
const dir = join(root, 'bench', 'results', 'console-phone');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${date.slice(0, 16).replace(':', '')}.json`);
writeFileSync(file, `${JSON.stringify({ date, build: built ?? 'working tree', consolePhone }, null, 2)}\n`);
console.log(consolePhoneTable(consolePhone));
const misses = consolePhoneMisses(consolePhone);
for (const miss of misses) console.error(`MISS ${miss}`);
console.log(`\nWritten ${file}`);
process.exitCode = misses.length > 0 ? 1 : 0;
