#!/usr/bin/env node
// @ts-check
// Runs the fault drills of SECURITY.md §2 F against the built API (`pnpm --filter @station/api build`)
// on the machine's PostgreSQL, one after another, and exits non-zero when any check fails.
//   node scripts/drills/run.mjs [db-outage|sigterm|youtube|backup|idle-connections|api-after-pages|rich-text ...]
const DRILLS = [
  'db-outage',
  'sigterm',
  'youtube',
  'backup',
  'idle-connections',
  'api-after-pages',
  'rich-text',
];
const DRILL_LIMIT_MS = 120_000;

const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DRILLS;
let failed = 0;
for (const name of chosen) {
  if (!DRILLS.includes(name)) throw new Error(`unknown drill ${name}; choose from ${DRILLS.join(', ')}`);
  /** @type {{ title: string; run: () => Promise<{ figures: unknown; checks: import('./lib.mjs').Check[] }> }} */
  const drill = await import(`./${name}.mjs`);
  const started = Date.now();
  let timer;
  const outcome = await Promise.race([
    drill.run(),
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`did not finish within ${DRILL_LIMIT_MS / 1000} s`)),
        DRILL_LIMIT_MS,
      );
    }),
  ]).catch((error) => ({
    figures: {},
    checks: [{ what: 'the drill ran to the end', ok: false, detail: error.stack }],
  }));
  clearTimeout(timer);
  console.log(`\n${drill.title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const line of outcome.checks) {
    console.log(`  ${line.ok ? 'pass' : 'FAIL'}  ${line.what}${line.detail ? ` — ${line.detail}` : ''}`);
    if (!line.ok) failed += 1;
  }
  console.log(`  figures: ${JSON.stringify(outcome.figures)}`);
}
console.log(failed === 0 ? '\nEvery drill passed.' : `\n${failed} check(s) failed.`);
process.exit(failed === 0 ? 0 : 1);
