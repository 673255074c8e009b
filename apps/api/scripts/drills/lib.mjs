// @ts-check
// What every fault drill needs: the built API as a real process, a database of its own on the
// machine's PostgreSQL, and a load loop that records every answer. Loopback only, bounded in time.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const API_DIR = join(import.meta.dirname, '..', '..');
export const ADMIN = { email: 'drill@station.test', password: 'drill-admin-pass' };
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The Node.js flags of the API's start script, so drills and the benchmark run it as `pnpm start` does.
 * @type {string[]}
 */
const START_FLAGS = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((/** @type {string} */ word) => word.startsWith('--'));

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one statement on a connection of its own and returns its rows.
 * @param {string} url
 * @param {string} text
 * @param {unknown[]} values
 * @returns {Promise<any[]>} the rows, shaped by the statement
 */
export async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A database of the drill's own on the server, dropped afterwards whatever happens.
 * @param {string} prefix
 */
export async function freshDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await sql(SERVER_URL, `CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => sql(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

let nextPort = 3500;

/**
 * How long a server just started may take to answer: `withinMs` in all, `eachMs` for one request (an
 * embedded database catching up on a backlog answers late, but answers).
 * @typedef {{ withinMs?: number; eachMs?: number }} Patience
 */

/**
 * Waits until a server just started answers `url` with a 2xx, polling every 200 ms: a starting server
 * has nothing to listen to until its socket is open. Fails at once if the process exits, and after
 * `withinMs` (60 s unless told).
 * @param {{ name: string; child: import('node:child_process').ChildProcess; logs: string[]; url: string } & Patience} server
 */
export async function waitUntilAnswering({ name, child, logs, url, withinMs = 60_000, eachMs = 1_000 }) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${logs.join('\n')}`);
    const answer = await fetch(url, { signal: AbortSignal.timeout(eachMs) }).catch(() => undefined);
    if (answer?.ok) return;
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within ${withinMs / 1000} s`);
    await sleep(200);
  }
}

/**
 * @typedef {object} Exit
 * @property {number | null} code
 * @property {NodeJS.Signals | null} signal
 * @property {number} at when it exited, in epoch milliseconds
 */

/**
 * @typedef {object} RunningApi
 * @property {string} url its origin, `http://127.0.0.1:<port>`
 * @property {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} child
 * @property {string[]} logs its log lines so far
 * @property {Promise<Exit>} exited
 * @property {string} dataDir
 * @property {() => boolean} alive
 * @property {() => Promise<void>} stop
 */

/**
 * Starts `dist/server.js` on loopback and waits for its health check; its log lines are kept. The
 * benchmark starts the API through this too, on a port of its choosing.
 * @param {Record<string, string | undefined>} env
 * @param {{ port?: number; patience?: Patience }} options
 * @returns {Promise<RunningApi>}
 */
export async function startApi(env = {}, { port = nextPort++, patience = {} } = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'station-drill-'));
  /** @type {string[]} */
  const logs = [];
  const child = spawn(process.execPath, [...START_FLAGS, join(API_DIR, 'dist', 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => logs.push(...chunk.split('\n').filter(Boolean)));
  }
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering({ name: 'the API', child, logs, url: `${url}/api/health`, ...patience });
  return {
    url,
    child,
    logs,
    exited,
    dataDir,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs the drill's admin in and returns the bearer token.
 * @param {string} url
 * @returns {Promise<string>}
 */
export async function login(url) {
  const response = await fetch(`${url}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login failed with ${response.status}`);
  const { token } = /** @type {{ token: string }} */ (await response.json());
  return token;
}

let client = 0;
/** Each simulated reader has an address of its own, passed the way a trusted proxy would. */
export const nextClient = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * @typedef {object} TimedResult
 * @property {string | undefined} kind
 * @property {number} status the HTTP status, 0 when the connection failed
 * @property {boolean} [errorShape] whether the body was `{ error: string }`
 * @property {string} [error] the connection's error code
 * @property {number} started
 * @property {number} ended
 */

/**
 * @typedef {object} TimedRequestOptions
 * @property {string} [kind] a label the result carries
 * @property {string} [method]
 * @property {import('node:http').OutgoingHttpHeaders} [headers]
 * @property {string | Buffer} [body]
 * @property {number} [timeoutMs]
 * @property {boolean} [fresh]
 */

/**
 * Sends one request and records what came back: status, whether the body was the `{error}` shape,
 * and when it started and ended. A refused or reset connection is recorded as status 0. `fresh`
 * opens a connection of its own instead of reusing one, like a reader arriving for the first time.
 * @param {string | URL} url
 * @param {TimedRequestOptions} options
 * @returns {Promise<TimedResult>}
 */
export function timedRequest(
  url,
  { kind, method = 'GET', headers = {}, body, timeoutMs = 10_000, fresh = false },
) {
  const started = Date.now();
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method, headers, agent: fresh ? false : keepAlive, timeout: timeoutMs },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let errorShape = false;
          try {
            errorShape = typeof JSON.parse(Buffer.concat(chunks).toString('utf8')).error === 'string';
          } catch {
            errorShape = false;
          }
          resolve({ kind, status: response.statusCode ?? 0, errorShape, started, ended: Date.now() });
        });
        response.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
          resolve({ kind, status: 0, error: error.code, started, ended: Date.now() }),
        );
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve({ kind, status: 0, error: error.code, started, ended: Date.now() }),
    );
    request.end(body);
  });
}

/**
 * Keeps `concurrency` requests in flight until `until()` is true; `pick(i)` chooses each request.
 * @template T
 * @param {{ concurrency: number; until: () => boolean; pick: (index: number) => Promise<T> }} loop
 */
export async function closedLoop({ concurrency, until, pick }) {
  /** @type {T[]} */
  const results = [];
  let index = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) results.push(await pick(index++));
    }),
  );
  return results;
}

/**
 * Starts one request every `intervalMs` whatever the answers do, the way real readers arrive.
 * @template T
 * @param {{ intervalMs: number; until: () => boolean; pick: (index: number) => Promise<T> }} loop
 */
export async function openLoop({ intervalMs, until, pick }) {
  /** @type {Promise<T>[]} */
  const pending = [];
  let index = 0;
  while (!until()) {
    pending.push(pick(index++));
    await sleep(intervalMs);
  }
  return Promise.all(pending);
}

/**
 * The value under which `p` per cent of `values` fall (0 for none).
 * @param {number[]} values
 * @param {number} p
 * @returns {number}
 */
export const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * How many results had each status.
 * @param {{ status: number }[]} results
 */
export const histogram = (results) => {
  /** @type {Record<number, number>} */
  const counts = {};
  for (const result of results) counts[result.status] = (counts[result.status] ?? 0) + 1;
  return counts;
};

/**
 * A post as `GET /api/post` lists it: the fields the drills and the benchmark read.
 * @typedef {object} ListedPost
 * @property {string} _id
 * @property {string} title
 * @property {number} visit
 */

/**
 * One line of a drill's verdict.
 * @param {string} what
 * @param {unknown} ok
 * @param {string} detail
 */
export const check = (what, ok, detail = '') => ({ what, ok: Boolean(ok), detail });

/** @typedef {ReturnType<typeof check>} Check */

const cluster = () => [readdirSync('/etc/postgresql')[0] ?? '', 'main'];

/**
 * Stops or starts PostgreSQL the way an operator (or a crash and restart) would: the machine's cluster
 * by default, or whatever `DRILL_PG_STOP` / `DRILL_PG_START` say (a database in a container, say).
 * @param {'stop' | 'start'} action
 */
export function postgres(action) {
  const override = process.env[`DRILL_PG_${action.toUpperCase()}`];
  if (override) {
    execFileSync('sh', ['-c', override], { stdio: 'ignore' });
    return;
  }
  execFileSync(
    'pg_ctlcluster',
    ['--skip-systemctl-redirect', ...cluster(), action, ...(action === 'stop' ? ['-m', 'fast'] : [])],
    {
      stdio: 'ignore',
    },
  );
}
