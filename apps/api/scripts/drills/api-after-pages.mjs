// @ts-check
// F-h: the page server started before the API (a reboot, a deploy, migrations running). While the API
// cannot be reached the home page must answer 503 with Retry-After and no-store; once the API's health
// answers, the home page must show the newest post within 2 s. Loopback only, bounded in time.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { API_DIR, check, sleep, startApi, waitUntilAnswering } from './lib.mjs';

export const title = 'F-h Page server started before the API: 503 meanwhile, home correct soon after';

const API_PORT = 3592;
const SITE_PORT = 3593;
const CORRECT_WITHIN_MS = 2_000;
/** How long the home page is asked for after the API is up before the drill gives up on it. */
const GIVE_UP_MS = 20_000;
const SITE_DIR = join(API_DIR, '..', 'public-site');

/** @type {Record<string, string>} */
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);

/** @param {string} url */
async function home(url) {
  const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(5_000) });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

export async function run() {
  // Built here, so the drill never runs an old build of the page server.
  execFileSync('pnpm', ['--filter', '@station/public-site', 'build'], { stdio: 'ignore' });
  /** @type {string[]} */
  const logs = [];
  const child = spawn(process.execPath, [join(SITE_DIR, 'dist-server', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      API_URL: `http://127.0.0.1:${API_PORT}/api/`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => logs.push(...chunk.split('\n').filter(Boolean)));
  }
  const site = `http://127.0.0.1:${SITE_PORT}`;
  const checks = [];
  const figures = {};
  let api;
  try {
    await waitUntilAnswering({ name: 'the page server', child, logs, url: `${site}/logo.svg` });
    const down = await home(site);
    checks.push(
      check(
        'while the API is down the home page answers 503 with Retry-After and no-store',
        down.status === 503 &&
          down.headers.get('retry-after') !== null &&
          down.headers.get('cache-control') === 'no-store',
        `${down.status} retry-after=${down.headers.get('retry-after')} cache-control=${down.headers.get('cache-control')}`,
      ),
    );

    api = await startApi({ SEED_DEMO: 'true' }, { port: API_PORT });
    // startApi resolves as soon as the API's health has answered.
    const healthyAt = Date.now();
    const latest = await (await fetch(`${api.url}/api/post?limit=1&skip=0`)).json();
    const newest = Array.isArray(latest) ? latest[0]?.title : undefined;
    checks.push(
      check('the seeded API has a newest post to look for', typeof newest === 'string', String(newest)),
    );
    let correctAt;
    let last = down;
    while (typeof newest === 'string' && Date.now() - healthyAt < GIVE_UP_MS) {
      last = await home(site);
      if (last.status === 200 && last.body.includes(escapeHtml(newest))) {
        correctAt = Date.now();
        break;
      }
      await sleep(50);
    }
    figures.homeCorrectAfterApiHealthyMs = correctAt === undefined ? null : correctAt - healthyAt;
    checks.push(
      check(
        `the home page shows the newest post within ${CORRECT_WITHIN_MS / 1000} s of the API's health answering`,
        correctAt !== undefined && correctAt - healthyAt <= CORRECT_WITHIN_MS,
        correctAt === undefined ? `last answer ${last.status}` : `${correctAt - healthyAt} ms`,
      ),
    );
  } finally {
    await api?.stop();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  return { figures, checks };
}
