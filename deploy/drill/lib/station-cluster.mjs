// @ts-check
// The cluster the drill proves: PostgreSQL (a database of its own on the machine's server), its own
// Redis, an S3-compatible store, three API instances, two page servers, and nginx in front serving
// the console's files too, every one on loopback, started from the built artifacts with the settings of
// deploy/env.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { DEPLOY_DIR, nodeFlagsOf, processEnvOf, readEnvFile, writeNginxPrefix } from './deployment-files.mjs';
import { health } from './http.mjs';
import { freePorts } from './ports.mjs';
import { waitFor } from './wait.mjs';

const ROOT = resolve(DEPLOY_DIR, '..');
export const ARTIFACTS = {
  api: join(ROOT, 'apps', 'api', 'dist', 'server.js'),
  site: join(ROOT, 'apps', 'public-site', 'dist-server', 'main.js'),
  console: join(ROOT, 'apps', 'admin-console', 'dist-server', 'write-site.js'),
};
const S3RVER = join(DEPLOY_DIR, 'node_modules', 's3rver', 'bin', 's3rver.js');
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const BUCKET = 'station-drill';
const START_LIMIT_MS = 60_000;

export const DOMAINS = { main: 'station.example', admin: 'admin.station.example' };

/**
 * A process of the cluster that answers HTTP at `url`.
 * @typedef {import('./processes.mjs').Service & { url: string }} HttpService
 */

/** @typedef {Awaited<ReturnType<typeof createCluster>>} StationCluster */

/**
 * A part of the cluster a step needs, or an error that names it when it was never started.
 * @template T
 * @param {T | undefined} part
 * @param {string} name
 * @returns {T}
 */
export function started(part, name) {
  if (part === undefined) throw new Error(`${name} is not started`);
  return part;
}

export const missingArtifacts = () => Object.values(ARTIFACTS).filter((file) => !existsSync(file));

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
const portOpen = (port) =>
  new Promise((resolvePort) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });

/**
 * Waits until a process answers on its port; fails at once if it exits first.
 * @param {import('./processes.mjs').Service} service
 * @param {number} port
 */
async function listening(service, port) {
  const ms = await waitFor(
    async () => {
      if (!service.alive()) throw new Error('exited');
      return portOpen(port);
    },
    { timeoutMs: START_LIMIT_MS, intervalMs: 50 },
  );
  if (ms === undefined || !service.alive()) {
    throw new Error(`${service.name} did not start:\n${service.logText()}`);
  }
}

/**
 * Waits until an HTTP server answers `path` with 200; answers the milliseconds since the process
 * was started. Throws, with the process's last lines, if it exits or takes over a minute.
 * @param {import('./processes.mjs').Service} service
 * @param {string} base
 * @param {string} path
 */
export async function healthy(service, base, path) {
  let exited = false;
  const ms = await waitFor(
    async () => {
      if (!service.alive()) {
        exited = true;
        return true;
      }
      return (await health(base, path))?.code === 200;
    },
    { timeoutMs: START_LIMIT_MS, intervalMs: 50 },
  );
  if (exited || ms === undefined) {
    throw new Error(
      `${service.name} ${exited ? 'exited at start' : 'was not healthy within a minute'}:\n${service.logText()}`,
    );
  }
  return Date.now() - service.startedAt;
}

/**
 * What every process gets from the drill's own environment: nothing but where programs are.
 * @param {string} home
 */
const baseEnv = (home) => ({ PATH: process.env.PATH, HOME: home, LANG: 'C.UTF-8' });

/** @param {number} port */
const loopback = (port) => `http://127.0.0.1:${port}`;

/**
 * Prepares the cluster (its ports, settings and database); each part is started by its own method.
 * @param {{ tmp: string; supervisor: import('./processes.mjs').Supervisor }} drill
 */
export async function createCluster({ tmp, supervisor }) {
  const [redisPort, s3Port, nginxPort, internalPort, ...rest] = await freePorts(9);
  if (
    redisPort === undefined ||
    s3Port === undefined ||
    nginxPort === undefined ||
    internalPort === undefined ||
    rest.length < 5
  ) {
    throw new Error('fewer free ports than asked for');
  }
  const apiPorts = rest.slice(0, 3);
  const sitePorts = rest.slice(3, 5);

  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64'),
    ADMIN_PASSWORD: `drill-${randomBytes(12).toString('base64url')}`,
  };
  const apiSettings = readEnvFile('api.env.example');
  const adminEmail = apiSettings.ADMIN_EMAIL;
  if (adminEmail === undefined) throw new Error('deploy/env/api.env.example names no ADMIN_EMAIL');
  const siteSettings = readEnvFile('public-site.env.example');
  const consoleSettings = readEnvFile('admin-console.env.example');

  const databaseName = `station_cluster_${process.pid}`;
  const server = new pg.Client({ connectionString: SERVER_URL });
  await server.connect();
  try {
    await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await server.end();
  }
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${databaseName}`;
  const pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });

  const cluster = {
    tmp,
    ports: {
      redis: redisPort,
      s3: s3Port,
      nginx: nginxPort,
      internal: internalPort,
      apiPorts,
      sitePorts,
    },
    admin: { email: adminEmail, password: secrets.ADMIN_PASSWORD },
    bucket: BUCKET,
    s3Dir: join(tmp, 's3'),
    uploadsPublicUrl: apiSettings.UPLOADS_PUBLIC_URL,
    nginxUrl: loopback(nginxPort),
    // Three API instances and two page servers, as deploy/ runs them.
    apiUrls: /** @type {[string, string, string]} */ (apiPorts.map(loopback)),
    siteUrls: /** @type {[string, string]} */ (sitePorts.map(loopback)),
    /** Where the console's files are written, as /var/lib/station/admin-console is in the guide. */
    consoleDir: join(tmp, 'admin-console'),
    apis: /** @type {HttpService[]} */ ([]),
    sites: /** @type {HttpService[]} */ ([]),
    redis: /** @type {import('./processes.mjs').Service | undefined} */ (undefined),
    nginx: /** @type {import('./processes.mjs').Service | undefined} */ (undefined),
    accessLog: /** @type {string | undefined} */ (undefined),

    /**
     * Runs one statement on the drill's database and answers its rows.
     * @param {string} text
     * @param {unknown[]} [values]
     * @returns {Promise<any[]>} the rows, shaped by the statement
     */
    sql: async (text, values = []) => (await pool.query(text, values)).rows,

    startRedis() {
      mkdirSync(join(tmp, 'redis'), { recursive: true });
      const redis = supervisor.start({
        name: 'redis',
        command: 'redis-server',
        args: ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'].concat(
          ['--dir', join(tmp, 'redis')],
        ),
        env: baseEnv(tmp),
      });
      cluster.redis = redis;
      return listening(redis, redisPort);
    },

    async startStore() {
      mkdirSync(cluster.s3Dir, { recursive: true });
      const store = supervisor.start({
        name: 's3rver',
        command: process.execPath,
        args: [S3RVER, '-d', cluster.s3Dir, '-a', '127.0.0.1', '-p', String(s3Port), '--silent'].concat([
          '--configure-bucket',
          BUCKET,
        ]),
        env: baseEnv(tmp),
      });
      await listening(store, s3Port);
    },

    /**
     * Starts API instance `index` (0, 1, 2) on its port; does not wait for it.
     * @param {number} index
     * @returns {HttpService}
     */
    startApi(index) {
      const port = /** @type {number} */ (apiPorts[index]);
      const dataDir = join(tmp, `api-${port}`);
      mkdirSync(dataDir, { recursive: true });
      const service = supervisor.start({
        name: `api-${port}`,
        command: process.execPath,
        args: [...nodeFlagsOf('station-api@.service'), ARTIFACTS.api],
        cwd: dataDir,
        env: {
          ...baseEnv(dataDir),
          ...processEnvOf('station-api@.service'),
          ...apiSettings,
          ...secrets,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl.toString(),
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          // The drill follows one request by its id into the answering instance's log.
          LOG_LEVEL: 'info',
          LOG_REQUEST_EVERY: '1',
        },
        jsonLogs: true,
      });
      const api = Object.assign(service, { url: loopback(port) });
      cluster.apis[index] = api;
      return api;
    },

    /** @param {number} index */
    apiHealthy: (index) => {
      const api = /** @type {HttpService} */ (cluster.apis[index]);
      return healthy(api, api.url, '/api/health');
    },

    async startSites() {
      cluster.sites = sitePorts.map((port) => {
        const service = supervisor.start({
          name: `public-site-${port}`,
          command: process.execPath,
          args: [...nodeFlagsOf('station-public-site@.service'), ARTIFACTS.site],
          env: {
            ...baseEnv(tmp),
            ...processEnvOf('station-public-site@.service'),
            ...siteSettings,
            PORT: String(port),
            HOST: '127.0.0.1',
            API_URL: `http://127.0.0.1:${internalPort}/api/`,
          },
          jsonLogs: true,
        });
        return Object.assign(service, { url: loopback(port) });
      });
      // The page server's own health route says whether the API answers, which nginx is needed for:
      // here it is enough that each serves a page.
      await Promise.all(cluster.sites.map((site) => healthy(site, site.url, '/')));
    },

    async startNginx() {
      // The console has no process: its files are written for nginx, as its one-shot unit does
      // before nginx starts.
      execFileSync(process.execPath, [ARTIFACTS.console, cluster.consoleDir], {
        env: { ...baseEnv(tmp), ...consoleSettings },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const dir = join(tmp, 'nginx');
      const { conf, accessLog } = writeNginxPrefix(dir, {
        listenPort: nginxPort,
        internalPort,
        consoleSite: cluster.consoleDir,
        upstreams: {
          station_api: apiPorts.map((port) => `127.0.0.1:${port}`),
          station_site: sitePorts.map((port) => `127.0.0.1:${port}`),
        },
      });
      cluster.accessLog = accessLog;
      const nginx = supervisor.start({
        name: 'nginx',
        command: 'nginx',
        args: ['-p', `${dir}/`, '-c', conf, '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`],
        env: baseEnv(tmp),
      });
      cluster.nginx = nginx;
      await Promise.all([listening(nginx, nginxPort), listening(nginx, internalPort)]);
    },

    /** Ends the drill's connections and drops its database, whatever state it is in. */
    async dropDatabase() {
      await pool.end().catch(() => undefined);
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
    databaseName,
  };
  return cluster;
}
