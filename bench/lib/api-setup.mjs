// Starts the built API on PGlite (fresh temp dir) or on PostgreSQL (a fresh database of its own,
// dropped afterwards), with demo content and loopback trusted as the proxy.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './processes.mjs';

const apiDir = join(import.meta.dirname, '..', '..', 'apps', 'api');
const require = createRequire(join(apiDir, 'package.json'));
const { Client } = require('pg');

export const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export const withAdminClient = async (work) => {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export const createDatabase = async (name) => {
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
};

export const startApi = async ({ port, databaseUrl, seedDemo = true, corsOrigins }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-bench-'));
  const server = await startServer({
    script: join(apiDir, 'dist', 'server.js'),
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SEED_DEMO: String(seedDemo),
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: 'admin@station.test',
      ADMIN_PASSWORD: 'station-admin-pass',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...(corsOrigins ? { CORS_ORIGINS: corsOrigins } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
