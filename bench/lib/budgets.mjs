// @ts-check
// The budgets of the performance issue, in one place for bench:check and the weight check.
export const KB = 1024;

export const WEIGHT_BUDGETS = {
  publicInitialJsGzip: 150 * KB,
  publicFirstRender: 400 * KB,
  consoleLoginInitialJsGzip: 250 * KB,
  publicRepeatVisit: 50 * KB,
};

/** A list page's HTML (a news category, a search's answers): its first 20 posts, not the whole list. */
export const LIST_HTML_BUDGET = 60 * KB;

/** The console usable on Lighthouse's mobile profile (throttled network, 4× CPU). */
export const CONSOLE_PHONE_BUDGETS = {
  signInUsableMs: 4000,
  editorUsableMs: 4000,
};

/**
 * @param {{ pages: { name: string; usableMs: number }[]; benchmarkIndex: number }} figures
 * @returns {string[]} one line per page of the console slower than its budget on the phone profile
 */
export const consolePhoneMisses = (figures) => {
  /** @type {Record<string, number>} */
  const budgets = {
    'console /login': CONSOLE_PHONE_BUDGETS.signInUsableMs,
    'console /dashboard/posts/:id': CONSOLE_PHONE_BUDGETS.editorUsableMs,
  };
  return figures.pages
    .filter((page) => page.usableMs > (budgets[page.name] ?? Number.POSITIVE_INFINITY))
    .map(
      (page) =>
        `${page.name}: usable after ${page.usableMs} ms on the phone profile > ${budgets[page.name]} ms (benchmark index ${figures.benchmarkIndex})`,
    );
};

/** Idle means idle: CPU time a minute per process (the API, a page server) while no one reads. */
export const IDLE_BUDGETS = { cpuMsPerMinute: 100 };

/**
 * Resident memory after start and a minute of quiet, on PostgreSQL: the page server alone, and the
 * whole system (API, page server, console) at or below Ghost's.
 */
export const IDLE_MEMORY_BUDGETS = { siteMiB: 100, totalMiB: 260 };

export const API_BUDGETS = {
  listRatio: 0.4,
  viewIncreaseRatio: 0.25,
  readP99Ms: 50,
  scaleGrowth: 1.5,
  searchP99Ms: 100,
};

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  cls: 0.02,
  tbtMs: 100,
  lcpToFloor: 1.3,
};

/**
 * Hydration on a slow CPU: home and article block at most 100 ms (median) on a machine whose
 * Lighthouse index is about 1,000–1,400. The bench runs them on the mobile preset with the CPU slowed
 * to stand for a machine of index 1,200 whatever this one's (lighthouse.mjs); a run that stood for a
 * machine outside the range measured something else, and is missed too.
 */
export const SLOW_MACHINE_BUDGETS = { machineIndex: 1200, lowestIndex: 1000, highestIndex: 1400, tbtMs: 100 };

/**
 * @param {{ pages: { name: string; tbt: number; effectiveIndex: number; slowdown: number }[] } | undefined} slowed
 * @returns {string[]} one line per page of home and article that blocked too long on the slow machine
 */
export const slowMachineMisses = (slowed) => {
  const b = SLOW_MACHINE_BUDGETS;
  if (!slowed || slowed.pages.length < 2)
    return ['no Lighthouse figures for home and article on a slow machine'];
  return slowed.pages.flatMap((page) => {
    const misses = [];
    if (page.effectiveIndex < b.lowestIndex || page.effectiveIndex > b.highestIndex)
      misses.push(
        `${page.name} on a slow machine: ran as a machine of index ${page.effectiveIndex} (CPU ${page.slowdown}×), outside ${b.lowestIndex}–${b.highestIndex}`,
      );
    if (page.tbt > b.tbtMs)
      misses.push(
        `${page.name} on a slow machine (index ${page.effectiveIndex}, CPU ${page.slowdown}×): TBT ${page.tbt} ms > ${b.tbtMs} ms`,
      );
    return misses;
  });
};

/**
 * The real-content issue's figures. Ghost 5.130.6 (Casper, SQLite, members off) drew 43 uncached
 * articles a second on this machine: the long tail must serve ten times that.
 */
export const REAL_CONTENT_BUDGETS = {
  tbtMs: 50,
  homeFirstLoad: 400 * KB,
  articleFirstLoad: 300 * KB,
  articleRenderCpuMs: 5,
  longTailRps: 430,
  longTailP99Ms: 200,
  embeddedIdleMiB: 250,
  embeddedLoadMiB: 400,
  /**
   * The embedded default cannot come down to the two above while it embeds PostgreSQL (README,
   * Performance: the engine alone holds about 207 MiB), as the issue allows us to show; these hold
   * it where it stands (374 idle, 753 under load on 2026-11-27), so a leak or a heavier start fails.
   */
  embeddedIdleHeldMiB: 400,
  embeddedLoadHeldMiB: 900,
  postgresApiIdleMiB: 120,
};

/**
 * The weight of one route of one app, which measureWeights always measures.
 * @param {import('./weight.mjs').Weight[]} weights
 * @param {string} app
 * @param {string} routePath
 */
const find = (weights, app, routePath) => {
  const row = weights.find((one) => one.app === app && one.routePath === routePath);
  if (!row) throw new Error(`no weight measured for ${app} ${routePath}`);
  return row;
};

/**
 * @param {import('./weight.mjs').Weight[]} weights
 * @returns {string[]} one line per missed weight budget
 */
export const weightMisses = (weights) => {
  const misses = [];
  /** @param {number} bytes */
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  for (const routePath of ['/', '/article/$id']) {
    const row = find(weights, 'public-site', routePath);
    if (row.js.gzip > WEIGHT_BUDGETS.publicInitialJsGzip) {
      misses.push(`public ${routePath}: initial JS ${kb(row.js.gzip)} gzip > 150 KB`);
    }
    if (row.firstRenderGzip > WEIGHT_BUDGETS.publicFirstRender) {
      misses.push(`public ${routePath}: first render ${kb(row.firstRenderGzip)} > 400 KB`);
    }
  }
  const login = find(weights, 'admin-console', '/login');
  if (login.js.gzip > WEIGHT_BUDGETS.consoleLoginInitialJsGzip) {
    misses.push(`console /login: initial JS ${kb(login.js.gzip)} gzip > 250 KB`);
  }
  // The charts come only with the pages that draw them (the dashboard, the analytics pages), never
  // with the sign-in page or the first load every page shares.
  const dashboard = find(weights, 'admin-console', '/dashboard');
  const outside = login.chartsChunks.concat(
    dashboard.chartsChunks.filter((name) => dashboard.initialFiles.includes(name)),
  );
  if (outside.length > 0) misses.push(`console: @mui/x-charts in the first load (${outside.join(', ')})`);
  if (dashboard.chartsChunks.length === 0)
    misses.push("console: @mui/x-charts not found among the dashboard's chunks");
  return misses;
};

/**
 * The audience analytics (bench/analytics.mjs): counting per API instance on PostgreSQL, bytes per raw
 * event on disk, and every read's p95 on PostgreSQL and on the embedded database.
 */
export const ANALYTICS_BUDGETS = {
  countingPerSecond: 5000,
  countingP99Ms: 20,
  bytesPerEvent: 120,
  readP95Ms: 300,
  embeddedReadP95Ms: 1000,
};
