#!/usr/bin/env node
// @ts-check
// `pnpm bench`: builds what it measures, starts it on loopback, measures, and writes
// bench/results/<date>.json plus markdown tables. `--quick` runs short smoke measurements.
// `--only=throughput,scale` measures just those sections (for iterating) and writes a
// `<date>-partial.json` that bench:check ignores, so a partial run never passes for a full one.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, startApi } from './lib/api-setup.mjs';
import { weightMisses } from './lib/budgets.mjs';
import { consolePhoneTable, measureConsolePhone } from './lib/console-phone.mjs';
import { measureDrawnPages, measureLogVolume, measureLongTail } from './lib/drawn-pages.mjs';
import { idleCpuTable, measureIdleCpu } from './lib/idle-cpu.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { listHtmlMisses, listHtmlTable, measureListHtml } from './lib/list-html.mjs';
import { startServer, stopAll } from './lib/processes.mjs';
import { realContentDir, withProductionSite } from './lib/production-site.mjs';
import { measureRepeatVisit } from './lib/repeat-visit.mjs';
import {
  drawnPagesTable,
  lighthouseTable,
  logVolumeTable,
  longTailTable,
  memoryTable,
  repeatVisitTable,
  scaleTable,
  slowedLighthouseTable,
  throughputTable,
  weightTable,
} from './lib/report.mjs';
import { measureScale } from './lib/scale.mjs';
import { measureThroughput } from './lib/throughput.mjs';
import { measureWeights } from './lib/weight.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const skipBuild = process.argv.includes('--no-build');
const durationArg = process.argv.find((arg) => arg.startsWith('--duration='));
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : undefined;
/** @param {string} section */
const wanted = (section) => only === undefined || only.has(section);
const settings = {
  connections: 50,
  duration: durationArg ? Number(durationArg.slice('--duration='.length)) : quick ? 2 : 10,
  runs: quick ? 1 : 3,
};
const API_PORT = 3401;
const CEILING_PORT = 3402;
const SITE_PORT = 3403;
const CONSOLE_PORT = 3404;

if (!skipBuild) {
  execFileSync(
    'pnpm',
    [
      'turbo',
      'run',
      'build',
      '--filter=@station/api',
      '--filter=@station/public-site',
      '--filter=@station/admin-console',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/**
 * What a run measured, section by section; a section `--only` leaves out is absent.
 * @typedef {object} Results
 * @property {string} date
 * @property {boolean} quick
 * @property {typeof settings} settings
 * @property {import('./lib/weight.mjs').Weight[]} weights
 * @property {Awaited<ReturnType<typeof measureThroughput>>} [throughput]
 * @property {Awaited<ReturnType<typeof measureScale>>} [scale]
 * @property {Awaited<ReturnType<typeof measureLighthouse>>} [lighthouse]
 * @property {Awaited<ReturnType<typeof measureLighthouse>>} [lighthouseDemo]
 * @property {Awaited<ReturnType<typeof measureDrawnPages>>} [drawnPages]
 * @property {Awaited<ReturnType<typeof measureLongTail>>} [longTail]
 * @property {Awaited<ReturnType<typeof measureLogVolume>>} [logVolume]
 * @property {Awaited<ReturnType<typeof measureConsolePhone>>} [consolePhone]
 * @property {Awaited<ReturnType<typeof measureRepeatVisit>>} [repeatVisit]
 * @property {import('./lib/list-html.mjs').ListHtml} [listHtml]
 * @property {Awaited<ReturnType<typeof measureIdleCpu>>} [idleCpu]
 */

/** @type {Results} */
const results = { date: new Date().toISOString(), quick, settings, weights: measureWeights(root) };

const ceiling = await startServer({
  script: join(root, 'bench', 'lib', 'ceiling-server.mjs'),
  env: { PORT: String(CEILING_PORT) },
  readyUrl: `http://127.0.0.1:${CEILING_PORT}/api/ceiling`,
});
const ceilingUrl = `http://127.0.0.1:${CEILING_PORT}`;

try {
  if (wanted('throughput')) {
    const database = await createDatabase('bench');
    try {
      const api = await startApi({ port: API_PORT, databaseUrl: database.url });
      try {
        results.throughput = await measureThroughput({
          db: 'postgres',
          apiUrl: api.url,
          ceilingUrl,
          settings,
        });
      } finally {
        await api.stop();
      }
    } finally {
      await database.drop();
    }
    const embedded = await startApi({ port: API_PORT });
    try {
      results.throughput.push(
        ...(await measureThroughput({ db: 'pglite', apiUrl: embedded.url, ceilingUrl, settings })),
      );
    } finally {
      await embedded.stop();
    }
  }
  if (wanted('scale')) {
    results.scale = await measureScale({ port: API_PORT, quick, duration: settings.duration });
  }
  const site = { root, apiPort: API_PORT, sitePort: SITE_PORT };
  // A real station's content, put in once and read by every section below.
  const dataDir = realContentDir();
  if (wanted('lighthouse')) {
    results.lighthouse = await measureLighthouse({ ...site, content: 'real', dataDir, runs: quick ? 1 : 5 });
    results.lighthouseDemo = await measureLighthouse({ ...site, content: 'demo', runs: quick ? 1 : 3 });
  }
  if (wanted('drawn')) results.drawnPages = await measureDrawnPages({ ...site, dataDir, settings });
  if (wanted('tail')) results.longTail = await measureLongTail({ ...site, settings });
  if (wanted('logs')) results.logVolume = await measureLogVolume(site);
  if (wanted('console')) {
    results.consolePhone = await measureConsolePhone({
      root,
      apiPort: API_PORT,
      consolePort: CONSOLE_PORT,
      runs: quick ? 1 : 5,
    });
  }
  if (wanted('idle')) results.idleCpu = await measureIdleCpu({ ...site, windowMs: quick ? 10_000 : 60_000 });
  if (wanted('repeat')) {
    results.repeatVisit = await withProductionSite({ ...site, content: 'real', dataDir }, ({ base }) =>
      measureRepeatVisit(`${base}/`),
    );
  }
  if (wanted('lists')) {
    results.listHtml = await withProductionSite({ ...site, content: 'real', dataDir }, measureListHtml);
  }
} finally {
  await ceiling.stop();
  stopAll();
}

const resultsDir = join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `${results.date.slice(0, 10)}${only ? '-partial' : ''}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

if (results.throughput) {
  console.log('## API throughput\n');
  console.log(throughputTable(results.throughput));
}
if (results.scale) {
  console.log('\n## Scale\n');
  console.log(scaleTable(results.scale.rows));
}
if (results.lighthouse && results.lighthouseDemo) {
  console.log('\n## Lighthouse (mobile, median), real content\n');
  console.log(lighthouseTable(results.lighthouse));
  if (results.lighthouse.slowed) {
    console.log('\n## Lighthouse (mobile, median) on a slow machine (index about 1,200), real content\n');
    console.log(slowedLighthouseTable(results.lighthouse.slowed));
  }
  console.log('\n## Lighthouse (mobile, median), demo content\n');
  console.log(lighthouseTable(results.lighthouseDemo));
}
if (results.drawnPages) {
  console.log('\n## Pages drawn for every request (page cache off), real content\n');
  console.log(drawnPagesTable(results.drawnPages.rows));
  console.log('\n## Memory\n');
  console.log(memoryTable(results.drawnPages.memory, results.longTail));
}
if (results.longTail) {
  console.log('\n## Long tail: 10,000 articles read at random (page cache on)\n');
  console.log(longTailTable(results.longTail));
}
if (results.logVolume) {
  console.log('\n## Log volume per 10,000 requests\n');
  console.log(logVolumeTable(results.logVolume));
}
if (results.repeatVisit) {
  console.log('\n## Repeat visit (phone, service worker installed)\n');
  console.log(repeatVisitTable(results.repeatVisit));
}
if (results.idleCpu) {
  console.log('\n## Idle: CPU a minute and memory while no one reads\n');
  console.log(idleCpuTable(results.idleCpu));
}
if (results.listHtml) {
  console.log('\n## List HTML sizes (server-rendered, real content)\n');
  console.log(listHtmlTable(results.listHtml));
  const listMisses = listHtmlMisses(results.listHtml);
  if (listMisses.length > 0) console.log(`\nList HTML misses: ${listMisses.join('; ')}`);
}
if (results.consolePhone) {
  console.log('\n## Console on a phone network (first visit, median)\n');
  console.log(consolePhoneTable(results.consolePhone));
}
console.log('\n## Front-end weight\n');
console.log(weightTable(results.weights));
const misses = weightMisses(results.weights);
if (misses.length > 0) console.log(`\nWeight misses: ${misses.join('; ')}`);
console.log(`\nWritten ${file}`);
