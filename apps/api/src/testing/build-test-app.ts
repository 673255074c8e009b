import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@station/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadEnv, testDatabaseUrl } from '../config/env';
import { createDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { createAdminsService, createLoginThrottle, ensureFirstAdmin } from '../modules/admins/index';
import { moduleRoutines } from '../modules/index';

export const SUPER = { email: 'super@station.test', password: 'super-secret-pass' } as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Logs in over HTTP and returns the bearer token. */
  login(email: string, password: string): Promise<string>;
  /** One login attempt from `ip`, whatever it answers; the throttle tests count them. */
  tryLogin(email: string, password: string, ip: string): Promise<LightMyRequestResponse>;
  superToken: string;
  /** Adds an administrator directly and returns their id and a fresh token. */
  addAdmin(
    role: Role,
    name?: string,
    rights?: { canPublish?: boolean },
  ): Promise<{ id: string; email: string; password: string; token: string }>;
  inject(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function createIsolatedDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = testDatabaseUrl();
  if (!url) return { database: await createDatabase({}), drop: async () => undefined };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = await createDatabase({ url, searchPath: schema });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** The real app on a database of its own (in-memory PGlite, or a fresh schema on PostgreSQL), migrated. */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PUBLIC_BASE_URL: 'http://api.test',
    JOB_POLL_MS: '100',
    // A digest asked for by the real clock would land among the mails a test counts.
    ANALYTICS_WEEKLY_DIGEST: 'false',
    ...overrides,
  });
  const { database, drop } = await createIsolatedDatabase();
  await migrate(database, { routines: moduleRoutines });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();

  const admins = createAdminsService({
    db: database.db,
    throttle: createLoginThrottle(database.db),
    issueToken: app.issueToken,
  });
  await ensureFirstAdmin(database.db, SUPER.email, SUPER.password);

  const inject = ({ token, ...options }: InjectOptions & { token?: string }) =>
    app.inject({
      ...options,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    });

  async function login(email: string, password: string): Promise<string> {
    const response = await inject({ method: 'POST', url: '/api/admins/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json().token;
  }

  let counter = 0;
  return {
    app,
    database,
    dataDir,
    login,
    tryLogin: (email, password, ip) =>
      app.inject({
        method: 'POST',
        url: '/api/admins/login',
        payload: { email, password },
        remoteAddress: ip,
      }),
    superToken: await login(SUPER.email, SUPER.password),
    inject,
    async addAdmin(role, name = `${role} editor`, rights = {}) {
      counter += 1;
      const email = `${role}-${counter}@station.test`;
      const password = `${role}-password-${counter}`;
      const { admin: created } = await admins.add({
        name,
        email,
        role,
        password,
        confirmPwd: password,
        ...rights,
      });
      return { id: created._id, email, password, token: await login(email, password) };
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on an in-memory database of its own with every log line kept, for tests of what gets logged. */
export async function buildLoggedApp(dataDir: string, level: 'info' | 'error' = 'info') {
  const lines: string[] = [];
  const database = await createDatabase({});
  await migrate(database, { routines: moduleRoutines });
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: level,
    }),
    database,
    logStream: { write: (line: string) => lines.push(line) },
  });
  return { app, lines };
}

/**
 * One app for the whole test file, with two regular admins beside the super one (`regular` without the
 * right to publish, `publisher` with it), closed after the file.
 */
export function testAppForFile(): {
  readonly t: TestApp;
  readonly regular: string;
  readonly publisher: string;
} {
  const file = {} as { t: TestApp; regular: string; publisher: string };
  beforeAll(async () => {
    file.t = await buildTestApp();
    file.regular = (await file.t.addAdmin('regular')).token;
    file.publisher = (await file.t.addAdmin('regular', 'publishing editor', { canPublish: true })).token;
  });
  afterAll(() => file.t.close());
  return file;
}
