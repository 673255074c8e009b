// @ts-check
// What the page cache hides: pages drawn for every request (the cache off), a long tail of 10,000
// distinct articles read at random (each a cold render), the memory both processes hold, and the
// log lines 10,000 requests leave.
import { articlePath } from '@station/domain/article-path';
import pg from 'pg';
import { createDatabase, startApi } from './api-setup.mjs';
import { measure, sendRequests } from './load.mjs';
import { cpuMs, residentMiB } from './processes.mjs';
import { withProductionSite } from './production-site.mjs';
import { seedPosts } from './seed-scale.mjs';

const LONG_TAIL_ARTICLES = 10_000;
/** Long enough for the start's garbage to be collected and the first polls to settle. */
const SETTLE_MS = 5_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * Samples the resident memory of `pids` together while `work` runs; answers the highest sum.
 * @template T
 * @param {(number | undefined)[]} pids
 * @param {() => Promise<T>} work
 */
const peakWhile = async (pids, work) => {
  let peak = 0;
  const sample = () => {
    peak = Math.max(
      peak,
      pids.map(residentMiB).reduce((sum, mib) => sum + mib, 0),
    );
  };
  const timer = setInterval(sample, 250);
  try {
    const result = await work();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
};

/**
 * How each measurement of the page server runs.
 * @typedef {{ connections: number; duration: number; runs: number }} Settings
 */

/**
 * Home and the real article drawn for every request, and the memory of the embedded default.
 * @param {{ root: string; apiPort: number; sitePort: number; dataDir: string; settings: Settings }} options
 */
export const measureDrawnPages = async ({ root, apiPort, sitePort, dataDir, settings }) =>
  withProductionSite(
    { root, apiPort, sitePort, content: 'real', dataDir, siteEnv: { PAGE_CACHE_MS: '0' } },
    async ({ base, post, api, site }) => {
      await settle();
      const pids = [api.child.pid, site.pid];
      const idle = { api: residentMiB(api.child.pid), site: residentMiB(site.pid) };
      const { result: rows, peak } = await peakWhile(pids, async () => {
        const measured = [];
        for (const [name, path] of /** @type {const} */ ([
          ['home', '/'],
          ['article', articlePath(post)],
        ])) {
          const before = cpuMs(site.pid);
          const result = await measure({ url: base, path, ...settings });
          measured.push({ name, ...result, siteCpuMs: (cpuMs(site.pid) - before) / result.sent });
        }
        return measured;
      });
      return { rows, memory: { idle: { ...idle, total: idle.api + idle.site }, underLoad: peak } };
    },
  );

/**
 * The API on PostgreSQL as production starts it (no demo content to make), settled, in MiB.
 * @param {number} apiPort
 */
const apiIdleOnPostgres = async (apiPort) => {
  const database = await createDatabase('bench_idle');
  try {
    const api = await startApi({ port: apiPort, databaseUrl: database.url, seedDemo: false });
    try {
      await settle();
      return residentMiB(api.child.pid);
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
};

/**
 * The articles' addresses, in an order no cache can guess.
 * @param {string} databaseUrl
 */
const seedLongTail = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedPosts(client, { count: LONG_TAIL_ARTICLES, viewsPerPost: 1 });
    const { rows } = await client.query(
      "SELECT id, slug FROM posts WHERE source = 'seed' ORDER BY md5(id::text)",
    );
    return rows.map((row) => articlePath({ _id: row.id, slug: row.slug }));
  } finally {
    await client.end();
  }
};

/**
 * 10,000 distinct articles on PostgreSQL, read at random with the page cache on as production runs
 * it: nearly every read is a cold render. Measured on the deployment's two page servers (the readers'
 * connections split between them, as nginx does) and on one alone, each started afresh, so neither
 * meets the other's kept pages. Also the API's idle memory on PostgreSQL.
 * @param {{ root: string; apiPort: number; sitePort: number; settings: Settings }} options
 */
export const measureLongTail = async ({ root, apiPort, sitePort, settings }) => {
  const idleOnPostgres = await apiIdleOnPostgres(apiPort);
  const database = await createDatabase('bench_tail');
  try {
    /** @type {string[]} */
    let paths = [];
    /** @param {number} siteInstances */
    const readAtRandom = (siteInstances) =>
      withProductionSite(
        {
          root,
          apiPort,
          sitePort,
          siteInstances,
          apiEnv: { DATABASE_URL: database.url },
          beforeSite: async () => {
            if (paths.length === 0) paths = await seedLongTail(database.url);
          },
        },
        async ({ bases, sites }) => {
          const cpu = () => sites.reduce((total, site) => total + cpuMs(site.pid), 0);
          const before = cpu();
          // A copy, so this run starts at the first address and reads each at most once.
          const result = await measure({ url: bases, paths: [...paths], ...settings, runs: 1 });
          return { siteInstances, ...result, siteCpuMs: (cpu() - before) / result.sent };
        },
      );
    const deployed = await readAtRandom(2);
    const single = await readAtRandom(1);
    return {
      articles: paths.length,
      ...deployed,
      single,
      apiIdleOnPostgres: idleOnPostgres,
    };
  } finally {
    await database.drop();
  }
};

const PAGE_MIX = ['/', '/articles', '/articles/sport', '/live', '/no-such-page'];
const API_MIX = ['/api/post?limit=8', '/api/program', '/api/satellite-info', '/api/post/no-such-post'];

/**
 * The log volume of 10,000 requests to the page server and 10,000 to the API, with production's
 * logging (`warn`, one request in 100 summarised) and with every request logged, as before.
 * @param {{ root: string; apiPort: number; sitePort: number }} options
 */
export const measureLogVolume = async ({ root, apiPort, sitePort }) => {
  const rows = [];
  for (const [name, every, level] of /** @type {const} */ ([
    ['production (warn, 1 in 100)', '100', 'warn'],
    ['every request (info)', '1', 'info'],
  ])) {
    rows.push(
      await withProductionSite(
        {
          root,
          apiPort,
          sitePort,
          apiEnv: { LOG_LEVEL: level, LOG_REQUEST_EVERY: every },
          siteEnv: { LOG_REQUEST_EVERY: every },
          countSiteOutput: true,
        },
        async ({ base, api, site, post }) => {
          const apiLines = api.logs.length;
          const siteBytes = site.outputBytes();
          await sendRequests({ url: base, paths: [...PAGE_MIX, articlePath(post)], amount: 10_000 });
          await sendRequests({ url: api.url, paths: API_MIX, amount: 10_000 });
          return {
            name,
            apiBytes: api.logs.slice(apiLines).reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0),
            siteBytes: site.outputBytes() - siteBytes,
          };
        },
      ),
    );
  }
  return rows;
};
