// @ts-check
// The site as production runs it: the browser's build and the page server that draws every page, with
// the settings production's unit gives it, against an API on the embedded database holding the demo
// content or a real station's.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN } from '@station/api/drills';
import { processEnvOf } from '../../deploy/drill/lib/deployment-files.mjs';
import { startApi } from './api-setup.mjs';
import { buildToTemp } from './build-to-temp.mjs';
import { startServer } from './processes.mjs';
import { seedRealContent } from './real-content.mjs';

/** The real article every section measures: the second post, in Amharic with one photo. */
export const REAL_ARTICLE = 1;

/**
 * A post as the API answers it: the fields the benchmark reads.
 * @typedef {object} ApiPost
 * @property {string} _id
 * @property {string} [slug]
 * @property {string} title
 * @property {string} detail
 * @property {{ id: string; secure_url: string; width?: number; height?: number }[]} [imagesUrl]
 */

/**
 * What `work` is handed: the page servers' addresses, the article and program to measure, the API
 * and the page servers.
 * @typedef {object} ProductionSite
 * @property {string} base
 * @property {string[]} bases
 * @property {ApiPost} post
 * @property {{ _id: string }} program
 * @property {import('@station/api/drills').RunningApi} api
 * @property {import('./processes.mjs').Server} site
 * @property {import('./processes.mjs').Server[]} sites
 * @property {string[] | undefined} realIds
 */

/** @type {{ outDir: string; serverDir: string } | undefined} */
let built;

/**
 * Builds the site once per run.
 * @param {string} root
 */
const buildSite = (root) => {
  built ??= buildToTemp(root, '@station/public-site', 'site');
  return built;
};

/**
 * @param {string} url
 * @returns {Promise<any>} the API's JSON answer, shaped by the route
 */
const json = async (url) => (await fetch(url)).json();

/** A data folder the real content is put into once per run; every section after starts the API on it. */
export const realContentDir = () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-bench-real-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
};

/**
 * The real posts' ids. The content is put into `dataDir` once, by an API started for that alone, so
 * every measured API starts on it afresh rather than carrying the memory the photos' processing took.
 * @param {string} dataDir
 * @param {number} apiPort
 * @returns {Promise<string[]>}
 */
const realContentIn = async (dataDir, apiPort) => {
  const file = join(dataDir, 'real-content.json');
  if (!existsSync(file)) {
    const loader = await startApi({ port: apiPort, env: { DATA_DIR: dataDir } });
    try {
      writeFileSync(file, JSON.stringify(await seedRealContent(loader.url, ADMIN)));
    } finally {
      await loader.stop();
    }
  }
  return JSON.parse(readFileSync(file, 'utf8'));
};

/**
 * Runs `work` against the production site. `content`: 'demo' (the demo station) or 'real' (the demo
 * station plus real-content.mjs's 200 posts, kept in `dataDir` from one start to the next). `siteEnv` and `apiEnv` add settings; `beforeSite` runs
 * once the content is in and before the page server starts (it reads its static files at start).
 * `siteInstances` page servers are started, on `sitePort` and the ports after it, as the deployment
 * runs two (docs/deploy.md). `work` gets the first's address (`base`) and every one's (`bases`), the
 * article and program to measure, the API, the first page server (`site`) and all of them (`sites`).
 * @template T
 * @param {object} options
 * @param {string} options.root
 * @param {number} options.apiPort
 * @param {number} options.sitePort
 * @param {'demo' | 'real'} [options.content]
 * @param {string} [options.dataDir]
 * @param {Record<string, string>} [options.siteEnv]
 * @param {Record<string, string>} [options.apiEnv]
 * @param {boolean} [options.countSiteOutput]
 * @param {(site: { outDir: string; post: ApiPost; apiUrl: string; api: import('@station/api/drills').RunningApi }) => Promise<void>} [options.beforeSite]
 * @param {number} [options.siteInstances]
 * @param {(site: ProductionSite) => Promise<T>} work
 * @returns {Promise<T>}
 */
export const withProductionSite = async (
  {
    root,
    apiPort,
    sitePort,
    content = 'demo',
    dataDir,
    siteEnv = {},
    apiEnv = {},
    countSiteOutput = false,
    beforeSite,
    siteInstances = 1,
  },
  work,
) => {
  const { outDir, serverDir } = buildSite(root);
  const real = content === 'real';
  if (real && !dataDir) throw new Error('the real content needs a dataDir (realContentDir())');
  const realIds = real && dataDir ? await realContentIn(dataDir, apiPort) : undefined;
  const api = await startApi({
    port: apiPort,
    corsOrigins: `http://127.0.0.1:${sitePort}`,
    env: { ...(real ? { DATA_DIR: dataDir } : {}), ...apiEnv },
  });
  try {
    /** @type {ApiPost} */
    const post = realIds
      ? await json(`${api.url}/api/post/${realIds[REAL_ARTICLE]}`)
      : (await json(`${api.url}/api/post?limit=8`))[0];
    /** @type {[{ _id: string }]} */
    const [program] = await json(`${api.url}/api/program`);
    await beforeSite?.({ outDir, post, apiUrl: api.url, api });
    const ports = Array.from({ length: siteInstances }, (_, index) => sitePort + index);
    /** @type {import('./processes.mjs').Server[]} */
    const sites = [];
    try {
      for (const port of ports) {
        sites.push(
          await startServer({
            script: join(serverDir, 'main.js'),
            env: {
              ...processEnvOf('station-public-site@.service'),
              PORT: String(port),
              SITE_DIR: outDir,
              PUBLIC_API_URL: `${api.url}/api/`,
              ...siteEnv,
            },
            readyUrl: `http://127.0.0.1:${port}/robots.txt`,
            countOutput: countSiteOutput,
          }),
        );
      }
      const bases = ports.map((port) => `http://127.0.0.1:${port}`);
      const [base] = bases;
      const [site] = sites;
      if (base === undefined || site === undefined) throw new Error('no page server was started');
      return await work({ base, bases, post, program, api, site, sites, realIds });
    } finally {
      await Promise.all(sites.map((site) => site.stop()));
    }
  } finally {
    await api.stop();
  }
};
