// @ts-check
// Markdown tables for stdout and docs/performance.md.
/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** @param {import('./weight.mjs').Weight[]} weights */
export const weightTable = (weights) =>
  [
    '| app | route | JS gzip KB | JS br KB | CSS gzip KB | fonts KB | first render KB (gzip) |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...weights.map(
      (row) =>
        `| ${row.app} | ${row.routePath} | ${kb(row.js.gzip)} | ${kb(row.js.brotli)} | ${kb(row.css.gzip)} | ${kb(row.fonts.raw)} | ${kb(row.firstRenderGzip)} |`,
    ),
  ].join('\n');

/** @param {Awaited<ReturnType<typeof import('./throughput.mjs').measureThroughput>>} rows */
export const throughputTable = (rows) =>
  [
    '| db | route | req/s | p50 ms | p99 ms | non-2xx | ratio to ceiling |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.db} | ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.ratio === undefined ? '-' : row.ratio.toFixed(2)} |`,
    ),
  ].join('\n');

/** @param {Awaited<ReturnType<typeof import('./scale.mjs').measureScale>>['rows']} rows */
export const scaleTable = (rows) =>
  [
    '| route | p99 ms @1k | p99 ms @large | growth |',
    '|---|---:|---:|---:|',
    ...rows.map((row) => `| ${row.name} | ${row.small} | ${row.large} | ${row.growth.toFixed(2)} |`),
  ].join('\n');

/**
 * One page's Lighthouse figures, as the table reads them.
 * @typedef {import('./lighthouse.mjs').Sample & { name: string; runs?: number; retries?: number; lcpToFloor?: number }} LighthousePage
 */

/**
 * Blocking time is only comparable between runs on machines alike, so every Lighthouse table gives
 * Lighthouse's machine index (higher is faster) beside its figures.
 * @param {{ skipped?: string; pages: LighthousePage[]; floor?: LighthousePage }} lighthouse
 */
export const lighthouseTable = (lighthouse) =>
  lighthouse.skipped
    ? `Lighthouse skipped: ${lighthouse.skipped}`
    : [
        '| page | perf | a11y | best-practices | SEO | LCP ms | TBT ms | CLS | total KB | LCP / floor | machine index | runs (repeated) |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...[...lighthouse.pages, ...(lighthouse.floor ? [lighthouse.floor] : [])].map(
          (p) =>
            `| ${p.name} | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.lcp} | ${p.tbt} | ${p.cls} | ${kb(p.totalBytes)} | ${p.lcpToFloor === undefined ? '-' : p.lcpToFloor.toFixed(2)} | ${p.benchmarkIndex} | ${p.runs ?? '-'} (${p.retries ?? 0}) |`,
        ),
      ].join('\n');

/**
 * Home and article on the slow machine: the CPU slowdown the run used, this machine's index, and the
 * index of the machine the run stood for (this one's, divided by the slowdown past the preset's 4×).
 * @param {{ machineIndex: number; slowdown: number; pages: LighthousePage[] }} slowed
 */
export const slowedLighthouseTable = (slowed) =>
  [
    '| page | CPU slowdown | machine index | as a machine of index | TBT ms | LCP ms | perf | runs (repeated) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...slowed.pages.map(
      (p) =>
        `| ${p.name} | ${p.slowdown}× | ${p.benchmarkIndex} | ${p.effectiveIndex} | ${p.tbt} | ${p.lcp} | ${p.performance} | ${p.runs ?? '-'} (${p.retries ?? 0}) |`,
    ),
  ].join('\n');

/** @param {Awaited<ReturnType<typeof import('./repeat-visit.mjs').measureRepeatVisit>>} visit */
export const repeatVisitTable = (visit) =>
  [
    '| page | first visit | second visit | budget (second) |',
    '|---|---:|---:|---:|',
    `| ${visit.page} | ${kb(visit.firstVisitBytes)} KB | ${kb(visit.bytes)} KB | 50 KB |`,
  ].join('\n');

/** @typedef {Awaited<ReturnType<typeof import('./drawn-pages.mjs').measureDrawnPages>>} DrawnPages */
/** @typedef {Awaited<ReturnType<typeof import('./drawn-pages.mjs').measureLongTail>>} LongTail */

/** @param {DrawnPages['rows']} rows */
export const drawnPagesTable = (rows) =>
  [
    '| page | pages/s | p50 ms | p99 ms | non-2xx | page server CPU ms per page |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.siteCpuMs.toFixed(1)} |`,
    ),
  ].join('\n');

/**
 * @param {string} name
 * @param {{ rps: number; p50: number; p99: number; non2xx: number; siteCpuMs: number }} run
 * @param {number} articles
 */
const tailRow = (name, run, articles) =>
  `| ${name} | ${articles} | ${Math.round(run.rps)} | ${run.p50} | ${run.p99} | ${run.non2xx} | ${run.siteCpuMs.toFixed(1)} |`;

/** @param {LongTail} tail */
export const longTailTable = (tail) =>
  [
    '| page servers | articles | pages/s | p50 ms | p99 ms | non-2xx | page server CPU ms per page |',
    '|---|---:|---:|---:|---:|---:|---:|',
    tailRow(`${tail.siteInstances ?? 1}, as deployed`, tail, tail.articles),
    ...(tail.single ? [tailRow('1', tail.single, tail.articles)] : []),
  ].join('\n');

/**
 * @param {DrawnPages['memory']} memory
 * @param {LongTail} [tail]
 */
export const memoryTable = (memory, tail) =>
  [
    '| resident memory | MiB |',
    '|---|---:|',
    `| embedded default idle: API + page server | ${memory.idle.api} + ${memory.idle.site} = ${memory.idle.total} |`,
    `| embedded default under load (highest) | ${memory.underLoad} |`,
    ...(tail ? [`| API on PostgreSQL, idle | ${tail.apiIdleOnPostgres} |`] : []),
  ].join('\n');

/** @param {Awaited<ReturnType<typeof import('./drawn-pages.mjs').measureLogVolume>>} rows */
export const logVolumeTable = (rows) =>
  [
    '| logging | API KB | page server KB |',
    '|---|---:|---:|',
    ...rows.map((row) => `| ${row.name} | ${kb(row.apiBytes)} | ${kb(row.siteBytes)} |`),
  ].join('\n');
