// @ts-check
// Lighthouse (mobile preset) on every public page served like production, on a real station's content
// (and on the demo content's home and article for comparison), and on a plain static copy of the
// article as floor.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { articlePath } from '@station/domain/article-path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@station/playwright-config/chromium';
import { SLOW_MACHINE_BUDGETS } from './budgets.mjs';
import { withProductionSite } from './production-site.mjs';

const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

/**
 * @param {number[]} values
 * @returns {number}
 */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

// Loaded only when this section runs: Lighthouse takes seconds to import.
const loadLighthouse = async () => {
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  return { lighthouse, launch };
};

/** @typedef {Awaited<ReturnType<typeof loadLighthouse>>} Tools */

/** @type {Record<string, string>} */
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** @param {unknown} text */
const escapeHtml = (text) => String(text).replace(/[&<>"]/g, (c) => HTML_ENTITIES[c] ?? c);

/** @param {{ outDir: string; post: import('./production-site.mjs').ApiPost; apiUrl: string }} site */
const writeFloor = async ({ outDir, post, apiUrl }) => {
  const css = readdirSync(join(outDir, 'assets')).find((name) => name.endsWith('.css'));
  const image = post.imagesUrl?.[0];
  const imageUrl = image ? new URL(image.secure_url, apiUrl).href : '';
  writeFileSync(
    join(outDir, 'floor.html'),
    `<!doctype html><html lang="am"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${escapeHtml(post.title)}"><title>${escapeHtml(post.title)}</title>
<link rel="stylesheet" href="/assets/${css}"></head><body><main><article><h1>${escapeHtml(post.title)}</h1>
${image ? `<img src="${escapeHtml(imageUrl)}" alt="${escapeHtml(post.title)}" width="${image.width ?? 1200}" height="${image.height ?? 675}" style="max-width:100%;height:auto">` : ''}
<p>${escapeHtml(post.detail)}</p></article></main></body></html>`,
  );
};

// Now and then Lighthouse's trace misses a navigation's start (a page moved to a new process as it
// loads, as one sent with Cross-Origin-Opener-Policy is) and asks to be run again; such a run is
// repeated rather than lost.
const ATTEMPTS = 3;

/** The mobile preset's CPU slowdown, calibrated by Lighthouse for a fast desktop standing in for a phone. */
const PRESET_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a machine of `benchmarkIndex` run as the slow machine of the budgets
 * (Lighthouse's index about 1,200 under the mobile preset): Lighthouse's simulation multiplies each
 * task's time by it. This machine's index moves from day to day (2,440–3,200 has been seen), and the
 * preset's fixed 4× let a fast day hide a regression; scaled with the index measured in the same
 * sitting, the variant stands for the same machine every day, which a fixed larger slowdown would not.
 * @param {number} benchmarkIndex
 */
export const slowdownFor = (benchmarkIndex) =>
  Number(Math.max(1, (PRESET_SLOWDOWN * benchmarkIndex) / SLOW_MACHINE_BUDGETS.machineIndex).toFixed(2));

/**
 * The machine index a run stood for: its own, divided by how much more than the preset it slowed the CPU.
 * @param {number} benchmarkIndex
 * @param {number} slowdown
 */
const effectiveIndex = (benchmarkIndex, slowdown) =>
  Math.round((benchmarkIndex * PRESET_SLOWDOWN) / slowdown);

/**
 * Answers the report and how many runs Lighthouse asked to repeat (NO_NAVSTART).
 * @param {Tools & { url: string; slowdown?: number }} run
 */
const lighthouseRun = async ({ lighthouse, launch, url, slowdown }) => {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The not-found page answers 404 on purpose; Lighthouse measures only 2xx pages unless told.
        ignoreStatusCode: true,
        ...(slowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: slowdown } }),
      });
      if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
      const { lhr } = result;
      if (!lhr.runtimeError) return { lhr, retries: attempt - 1 };
      if (lhr.runtimeError.code !== 'NO_NAVSTART' || attempt === ATTEMPTS) {
        throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
      }
    } finally {
      await chrome.kill();
    }
  }
};

/**
 * One page's figures from one Lighthouse run.
 * @typedef {object} Sample
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} lcp
 * @property {number} tbt
 * @property {number} cls
 * @property {number} totalBytes
 * @property {number} benchmarkIndex
 * @property {number} slowdown
 * @property {number} effectiveIndex
 */

/**
 * The median of `runs` runs of one page, and how many Lighthouse repeated; `slowdown` replaces the
 * preset's CPU slowdown.
 * @param {Tools & { url: string; runs: number; slowdown?: number }} run
 */
const audit = async ({ lighthouse, launch, url, runs, slowdown }) => {
  /** @type {Sample[]} */
  const samples = [];
  let retries = 0;
  for (let run = 0; run < runs; run += 1) {
    const { lhr, retries: repeated } = await lighthouseRun({ lighthouse, launch, url, slowdown });
    retries += repeated;
    /** @param {string} id */
    const score = (id) => {
      const category = lhr.categories[id];
      if (!category) throw new Error(`Lighthouse gave no ${id} score for ${url}`);
      return Math.round((category.score ?? 0) * 100);
    };
    /** @param {string} id */
    const value = (id) => {
      const measured = lhr.audits[id]?.numericValue;
      if (measured === undefined) throw new Error(`Lighthouse measured no ${id} for ${url}`);
      return measured;
    };
    samples.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: Math.round(value('largest-contentful-paint')),
      tbt: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      totalBytes: value('total-byte-weight'),
      // Lighthouse's own measure of how fast this machine ran the page (higher is faster): blocking time
      // is only comparable between runs whose index is alike.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      effectiveIndex: effectiveIndex(
        lhr.environment.benchmarkIndex,
        lhr.configSettings.throttling.cpuSlowdownMultiplier,
      ),
    });
  }
  /** @param {keyof Sample} key */
  const middle = (key) => median(samples.map((sample) => sample[key]));
  return {
    performance: middle('performance'),
    accessibility: middle('accessibility'),
    bestPractices: middle('bestPractices'),
    seo: middle('seo'),
    lcp: middle('lcp'),
    tbt: middle('tbt'),
    cls: middle('cls'),
    totalBytes: middle('totalBytes'),
    benchmarkIndex: middle('benchmarkIndex'),
    slowdown: middle('slowdown'),
    effectiveIndex: middle('effectiveIndex'),
    runs,
    retries,
  };
};

/**
 * Every public page, by name and address, for the article and program given.
 * @param {import('./production-site.mjs').ApiPost} post
 * @param {{ _id: string }} program
 * @returns {[string, string][]}
 */
const publicPages = (post, program) => [
  ['public /', '/'],
  ['public /article/:id', articlePath(post)],
  ['public /articles', '/articles'],
  ['public /articles/:category', '/articles/sport'],
  ['public /jemals-view', '/jemals-view'],
  ['public /search', `/search?key=${encodeURIComponent(post.title.split(' ')[0] ?? '')}`],
  ['public /program/:id', `/program/${program._id}`],
  ['public /live', '/live'],
  ['public /about-us', '/about-us'],
  ['public /contact', '/contact'],
  ['public /jeilu-sc', '/jeilu-sc'],
  ['public not found', '/no-such-page'],
];

/**
 * `content: 'real'` measures every public page and the static floor, then home and article on the slow
 * machine (`slowed`); `'demo'` only home and article, kept as the second table.
 * @param {{ root: string; apiPort: number; sitePort: number; runs: number; content: 'demo' | 'real'; dataDir?: string }} options
 */
export const measureLighthouse = async ({ root, apiPort, sitePort, runs, content, dataDir }) => {
  const tools = await loadLighthouse();
  const real = content === 'real';
  return withProductionSite(
    { root, apiPort, sitePort, content, dataDir, beforeSite: real ? writeFloor : undefined },
    async ({ base, post, program }) => {
      const addresses = publicPages(post, program).slice(0, real ? undefined : 2);
      /** @type {(Sample & { name: string; runs: number; retries: number; answersNotFound?: boolean; lcpToFloor?: number })[]} */
      const pages = [];
      for (const [name, path] of addresses) {
        pages.push({ name, ...(await audit({ ...tools, url: `${base}${path}`, runs })) });
      }
      if (!real) return { content, pages };
      const notFound = pages.at(-1);
      // Search engines are told a missing page is missing (404), which Lighthouse's SEO score counts against it.
      if (notFound) notFound.answersNotFound = true;
      const floor = {
        name: 'static floor (article)',
        ...(await audit({ ...tools, url: `${base}/floor.html`, runs })),
      };
      // The floor is a static article: home and article are the pages it stands for.
      for (const page of pages.slice(0, 2)) page.lcpToFloor = page.lcp / Math.max(floor.lcp, 1);
      // This machine's index, from every run of the sitting so far, sets the slowed variant's slowdown.
      const machineIndex = median(pages.map((page) => page.benchmarkIndex));
      const slowdown = slowdownFor(machineIndex);
      const slowed = { machineIndex, slowdown, pages: /** @type {typeof pages} */ ([]) };
      for (const [name, path] of addresses.slice(0, 2)) {
        slowed.pages.push({ name, ...(await audit({ ...tools, url: `${base}${path}`, runs, slowdown })) });
      }
      return { content, pages, floor, slowed };
    },
  );
};
