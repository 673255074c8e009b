// @ts-check
// The instructions the page server spends drawing one article, counted by valgrind's callgrind: a
// figure that does not move with the machine's load, for judging a change to the renderer that time
// cannot tell apart on a shared machine. Articles are drawn in one process from kept answers, as the
// page server draws a long tail (every article new; the lists beside it, the header and the footer
// the same); the count is the difference between drawing 50 and 150 of them, so the start and the
// warm-up cancel out.
// Usage: node bench/render-cost.mjs   (needs valgrind: apt-get install -y valgrind)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FEW = 50;
const MANY = 150;

/**
 * What the renderer built from apps/public-site/src/testing/render-cost-entry.ts gives this script:
 * the parts of it the script calls.
 * @typedef {object} RenderCostEntry
 * @property {(path: string, options: { language: string; timeoutMs: number }) => Promise<{ status: number; location?: string }>} renderPage
 * @property {(calls: { shareReads: (url: string, read: () => Promise<unknown>) => Promise<unknown> }) => void} callApiWith
 * @property {(overrides: Record<string, unknown>) => { _id: string }} makePost
 * @property {(config: Record<string, unknown>) => void} setSiteConfig
 * @property {Record<string, unknown>} DEMO_SITE
 */

/**
 * Draws `count` articles from the renderer built into `entry`, as the child of this script.
 * @param {string} entry
 * @param {number} count
 */
const drawArticles = async (entry, count) => {
  /** @type {RenderCostEntry} */
  const { renderPage, callApiWith, makePost, setSiteConfig, DEMO_SITE } = await import(entry);
  setSiteConfig({ ...DEMO_SITE, apiUrl: 'http://localhost:3000/api/' });
  /** @param {number} name */
  const picture = (name) => ({ secure_url: `http://localhost:3000/uploads/${name}.webp` });
  const latest = Array.from({ length: 5 }, (_, i) =>
    makePost({
      title: `የቅርብ ዜና ${i} ${'ዜና '.repeat(8)}`,
      detail: 'ዝርዝር መረጃ '.repeat(60),
      imagesUrl: [picture(i)],
    }),
  );
  const articles = Array.from({ length: 60 }, (_, i) =>
    makePost({
      title: `ርዕስ ${i} ${'ቃል '.repeat(8)}`,
      detail: 'ረጅም ዝርዝር ጽሑፍ። '.repeat(250),
      imagesUrl: [picture(100 + i)],
    }),
  );
  const mostRead = Array.from({ length: 5 }, (_, i) => makePost({ title: `በብዛት የተነበበ ${i}` }));
  /** @type {Record<string, unknown>} */
  const table = {
    post: latest,
    'post/most-read': mostRead,
    program: [],
    'satellite-info': [],
    ad: [],
    banner: null,
    ...Object.fromEntries(articles.map((article) => [`post/${article._id}`, article])),
  };
  globalThis.fetch = async (input) => {
    const path = decodeURIComponent(new URL(String(input)).pathname.replace(/^\/api\//, ''));
    return path in table
      ? Response.json(table[path])
      : Response.json({ error: 'Not found' }, { status: 404 });
  };
  // As the page server does: each address read once and the same answer handed to every page.
  /** @type {Map<string, Promise<unknown>>} */
  const answers = new Map();
  callApiWith({
    shareReads: (url, read) => {
      let answer = answers.get(url);
      if (!answer) {
        answer = read();
        answers.set(url, answer);
      }
      return answer;
    },
  });
  const options = { language: 'am', timeoutMs: 5_000 };
  /** @type {string[]} */
  const paths = [];
  // Each article at its own address (by id alone it is sent there), so every page drawn is an article.
  for (const article of articles) {
    const byId = `/article/${article._id}`;
    paths.push((await renderPage(byId, options)).location ?? byId);
  }
  for (let drawn = 0; drawn < count; drawn += 1) {
    const page = await renderPage(paths[drawn % paths.length] ?? '/', options);
    if (page.status !== 200) throw new Error(`An article was drawn as ${page.status}`);
  }
};

/**
 * @param {string} entry
 * @param {number} count
 * @returns {Promise<number>}
 */
const instructions = (entry, count) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        '--callgrind-out-file=/dev/null',
        process.execPath,
        '--single-threaded',
        '--predictable',
        fileURLToPath(import.meta.url),
        entry,
        String(count),
      ],
      { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(output)?.[1];
      if (code !== 0 || !refs) reject(new Error(`valgrind failed (${code}):\n${output.slice(-2_000)}`));
      else resolve(Number(refs.replaceAll(',', '')));
    });
  });

const [entry, count] = process.argv.slice(2);
if (entry) {
  await drawArticles(entry, Number(count));
} else {
  const outDir = mkdtempSync(join(tmpdir(), 'station-render-cost-'));
  try {
    execFileSync(
      'pnpm',
      [
        'exec',
        'vite',
        'build',
        '--ssr',
        'src/testing/render-cost-entry.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
      { cwd: join(root, 'apps', 'public-site'), stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const built = pathToFileURL(join(outDir, 'render-cost-entry.js')).href;
    const [few, many] = await Promise.all([instructions(built, FEW), instructions(built, MANY)]);
    const perArticle = (many - few) / (MANY - FEW) / 1e6;
    console.log(
      `An article drawn with its lists, header and footer kept: ${perArticle.toFixed(2)} million instructions`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
