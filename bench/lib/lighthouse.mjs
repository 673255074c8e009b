// Lighthouse (mobile preset) on every public page served like production, on a real station's content
// (and on the demo content's home and article for comparison), and on a plain static copy of the
// article as floor.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { articlePath } from '@station/domain/article-path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@station/playwright-config/chromium';
import { withProductionSite } from './production-site.mjs';

const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Loaded only when this section runs: Lighthouse takes seconds to import.
const loadLighthouse = async () => {
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  return { lighthouse, launch };
};

const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const writeFloor = ({ outDir, post, apiUrl }) => {
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

// A page sent with Cross-Origin-Opener-Policy (the public site no longer sends it) is moved to a new
// process as it loads, and now and then Lighthouse's trace then misses the navigation's start and asks
// to be run again; a run that still does is repeated rather than lost.
const ATTEMPTS = 3;

/** Answers the report and how many runs Lighthouse asked to repeat (NO_NAVSTART). */
const lighthouseRun = async ({ lighthouse, launch, url }) => {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The not-found page answers 404 on purpose; Lighthouse measures only 2xx pages unless told.
        ignoreStatusCode: true,
      });
      if (!lhr.runtimeError) return { lhr, retries: attempt - 1 };
      if (lhr.runtimeError.code !== 'NO_NAVSTART' || attempt === ATTEMPTS) {
        throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
      }
    } finally {
      await chrome.kill();
    }
  }
};

const audit = async ({ lighthouse, launch, url, runs }) => {
  const samples = [];
  let retries = 0;
  for (let run = 0; run < runs; run += 1) {
    const { lhr, retries: repeated } = await lighthouseRun({ lighthouse, launch, url });
    retries += repeated;
    samples.push({
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      // Lighthouse's own measure of how fast this machine ran the page (higher is faster): blocking time
      // is only comparable between runs whose index is alike.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    });
  }
  return {
    ...Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))])),
    runs,
    retries,
  };
};

/** Every public page, by name and address, for the article and program given. */
const publicPages = (post, program) => [
  ['public /', '/'],
  ['public /article/:id', articlePath(post)],
  ['public /articles', '/articles'],
  ['public /articles/:category', '/articles/sport'],
  ['public /jemals-view', '/jemals-view'],
  ['public /search', `/search?key=${encodeURIComponent(post.title.split(' ')[0])}`],
  ['public /program/:id', `/program/${program._id}`],
  ['public /live', '/live'],
  ['public /about-us', '/about-us'],
  ['public /contact', '/contact'],
  ['public /jeilu-sc', '/jeilu-sc'],
  ['public not found', '/no-such-page'],
];

/**
 * `content: 'real'` measures every public page and the static floor; `'demo'` only home and article,
 * kept as the second table.
 */
export const measureLighthouse = async ({ root, apiPort, sitePort, runs, content, dataDir }) => {
  const tools = await loadLighthouse();
  const real = content === 'real';
  return withProductionSite(
    { root, apiPort, sitePort, content, dataDir, beforeSite: real ? writeFloor : undefined },
    async ({ base, post, program }) => {
      const addresses = publicPages(post, program).slice(0, real ? undefined : 2);
      const pages = [];
      for (const [name, path] of addresses) {
        pages.push({ name, ...(await audit({ ...tools, url: `${base}${path}`, runs })) });
      }
      if (!real) return { content, pages };
      // Search engines are told a missing page is missing (404), which Lighthouse's SEO score counts against it.
      pages.at(-1).answersNotFound = true;
      const floor = {
        name: 'static floor (article)',
        ...(await audit({ ...tools, url: `${base}/floor.html`, runs })),
      };
      // The floor is a static article: home and article are the pages it stands for.
      for (const page of pages.slice(0, 2)) page.lcpToFloor = page.lcp / Math.max(floor.lcp, 1);
      return { content, pages, floor };
    },
  );
};
