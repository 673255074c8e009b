// @ts-check
// F-g: connections that send nothing, and more of them than the process has file descriptors, against
// the built API and the built page server, each started under a file limit of 1,024 (systemd's
// default). Each stays up, answers an ordinary request while the connections are held, and closes
// every silent one within its head limit (10 s, checked each second). Loopback only, bounded in time.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, API_DIR, check, timedRequest, waitUntilAnswering } from './lib.mjs';

export const title = 'F-g Silent connections and file-descriptor pressure (API and page server)';

const FILE_LIMIT = 1_024;
const UNDER_LIMIT = 300;
const OVER_LIMIT = 1_500;
/** The head limit, one check interval, and slack for opening the sockets on a busy machine. */
const CLOSED_WITHIN_MS = 10_000 + 1_000 + 2_000;
const SITE_DIR = join(API_DIR, '..', 'public-site');

/**
 * Starts a built server under the file limit and waits until `readyPath` answers.
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {number} port
 * @param {string} readyPath
 */
async function startLimited(script, env, port, readyPath) {
  const child = spawn(
    '/bin/sh',
    ['-c', `ulimit -n ${FILE_LIMIT} && exec "$0" "$1"`, process.execPath, script],
    {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  /** @type {string[]} */
  const logs = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => logs.push(...chunk.split('\n').filter(Boolean)));
  }
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering({ name: script, child, logs, url: `${url}${readyPath}` });
  return {
    url,
    logs,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Opens `count` connections that never send a byte; each resolves with when the server closed it.
 * @param {number} port
 * @param {number} count
 */
async function holdSilent(port, count) {
  const opened = Date.now();
  const sockets = Array.from({ length: count }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.resume();
    const closed = once(socket, 'close').then(() => Date.now() - opened);
    return { socket, closed };
  });
  /** @type {Promise<void>} */
  const givenUp = new Promise((resolve) => setTimeout(resolve, CLOSED_WITHIN_MS + 5_000).unref());
  return {
    /** The slowest close, or Infinity when some were still open well past the limit (then closed here). */
    async slowestClose() {
      const all = Promise.all(sockets.map(({ closed }) => closed));
      const times = await Promise.race([all, givenUp.then(() => undefined)]);
      for (const { socket } of sockets) socket.destroy();
      return times ? Math.max(...times) : Number.POSITIVE_INFINITY;
    },
  };
}

/**
 * An ordinary request on a connection of its own, tried until answered 200 or `withinMs` has passed.
 * @param {string} url
 * @param {number} withinMs
 */
async function answered(url, withinMs) {
  const started = Date.now();
  for (;;) {
    const answer = await timedRequest(url, { kind: 'ordinary', fresh: true, timeoutMs: withinMs });
    if (answer.status === 200 || Date.now() - started >= withinMs) {
      return { ok: answer.status === 200, ms: Date.now() - started, status: answer.status };
    }
  }
}

/**
 * Holds silent connections open against one server, under and over its file limit.
 * @param {string} name
 * @param {{ url: string; logs: string[]; alive: () => boolean }} server
 * @param {number} port
 * @param {string} path
 * @param {string} key the prefix of this server's figures
 */
async function drillOne(name, server, port, path, key) {
  const checks = [];
  /** @type {Record<string, number>} */
  const figures = {};
  const under = await holdSilent(port, UNDER_LIMIT);
  const whileHeld = await answered(`${server.url}${path}`, 2_000);
  checks.push(
    check(
      `${name}: answers while ${UNDER_LIMIT} silent connections are open`,
      whileHeld.ok,
      JSON.stringify(whileHeld),
    ),
  );
  const silentClosedMs = await under.slowestClose();
  figures[`${key}SilentClosedMs`] = silentClosedMs;
  checks.push(
    check(
      `${name}: closes ${UNDER_LIMIT} silent connections within ${CLOSED_WITHIN_MS / 1000} s`,
      silentClosedMs <= CLOSED_WITHIN_MS,
      `${silentClosedMs} ms`,
    ),
  );

  const over = await holdSilent(port, OVER_LIMIT);
  const underPressure = await answered(`${server.url}${path}`, 5_000);
  checks.push(
    check(
      `${name}: answers while ${OVER_LIMIT} connections (over its file limit) are attempted`,
      underPressure.ok,
      JSON.stringify(underPressure),
    ),
  );
  const overLimitClosedMs = await over.slowestClose();
  figures[`${key}OverLimitClosedMs`] = overLimitClosedMs;
  checks.push(
    check(
      `${name}: every one of them closed within ${CLOSED_WITHIN_MS / 1000} s`,
      overLimitClosedMs <= CLOSED_WITHIN_MS,
      `${overLimitClosedMs} ms`,
    ),
  );
  const after = await answered(`${server.url}${path}`, 2_000);
  checks.push(
    check(
      `${name}: still up and answering afterwards`,
      server.alive() && after.ok,
      server.alive() ? JSON.stringify(after) : server.logs.slice(-5).join('\n'),
    ),
  );
  return { checks, figures };
}

export async function run() {
  // The page server is built here (a few seconds), so the drill never runs an old build of it.
  execFileSync('pnpm', ['--filter', '@station/public-site', 'build'], { stdio: 'ignore' });
  const siteServer = join(SITE_DIR, 'dist-server', 'main.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'station-drill-'));
  const results = [];
  const api = await startLimited(
    join(API_DIR, 'dist', 'server.js'),
    {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    3590,
    '/api/health',
  );
  try {
    results.push(await drillOne('API', api, 3590, '/api/health', 'api'));
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // A built file answers without the API, which this drill does not start (a page answers 503).
  const site = await startLimited(siteServer, {}, 3591, '/logo.svg');
  try {
    results.push(await drillOne('page server', site, 3591, '/logo.svg', 'site'));
  } finally {
    await site.stop();
  }
  return {
    figures: Object.assign({}, ...results.map((result) => result.figures)),
    checks: results.flatMap((result) => result.checks),
  };
}
