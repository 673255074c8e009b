import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { loadEnv, testDatabaseUrl } from './config/env';
import { createDatabase, type Database } from './db/client';
import { SEED_POSTS } from './db/seed-content';
import { productionSettings } from './testing/production-settings';

const MIGRATION_FILES = readdirSync(fileURLToPath(new URL('./db/migrations/', import.meta.url))).filter(
  (file) => file.endsWith('.sql'),
);

const dataDir = mkdtempSync(join(tmpdir(), 'station-bootstrap-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What each instance would log, kept as the messages and their fields. */
function recordingLog(lines: { msg: string; fields: Record<string, unknown> }[]): FastifyBaseLogger {
  const record = (first: unknown, second?: unknown) => {
    if (typeof first === 'string') lines.push({ msg: first, fields: {} });
    else lines.push({ msg: String(second), fields: first as Record<string, unknown> });
  };
  const log = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record };
  return { ...log, level: 'info', silent: () => undefined, child: () => log } as unknown as FastifyBaseLogger;
}

async function count(database: Database, table: string): Promise<number> {
  const result = (await database.db.execute(`SELECT count(*)::int AS n FROM ${table}`)) as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

const postgres = testDatabaseUrl();

describe.skipIf(!postgres)('three instances starting at once on one fresh PostgreSQL database', () => {
  const schema = `test_boot_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('migrate once, seed once, and all three answer healthy', async () => {
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();

    // Development settings so the demo seed is asked for by all three: it must still happen once.
    const env = loadEnv({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres,
      LOG_LEVEL: 'silent',
    });
    const lines: { msg: string; fields: Record<string, unknown> }[] = [];
    for (let i = 0; i < 3; i++) databases.push(await createDatabase({ url: postgres, searchPath: schema }));
    await Promise.all(databases.map((database) => bootstrap(env, database, recordingLog(lines))));

    const migrated = lines.filter((line) => line.msg === 'database migrated');
    expect(migrated).toHaveLength(1);
    expect(migrated[0]?.fields.applied).toEqual(expect.arrayContaining(MIGRATION_FILES));
    expect(lines.filter((line) => line.msg.startsWith('filled the empty database'))).toHaveLength(1);
    expect(lines.filter((line) => line.msg.startsWith('Created the demo super administrator'))).toHaveLength(
      1,
    );

    const [first] = databases as [Database];
    expect(await count(first, 'schema_migrations')).toBe(
      MIGRATION_FILES.length + (await count(first, "schema_migrations WHERE name LIKE 'routine:%'")),
    );
    expect(await count(first, 'posts')).toBe(SEED_POSTS.length);
    expect(await count(first, 'admins')).toBe(1);

    for (const database of databases) {
      const app = await buildApp({ env, database, logger: false });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect({ status: health.statusCode, body: health.json() }).toMatchObject({
        status: 200,
        body: { status: 'ok', database: 'up' },
      });
      await app.close();
    }
  });
});

describe('a restart on the embedded database', () => {
  it('finds the schema and the first administrator there, and seeds nothing in production', async () => {
    const env = loadEnv({ ...productionSettings(dataDir), EMBEDDED_DATABASE: 'true' });
    const lines: { msg: string; fields: Record<string, unknown> }[] = [];
    const database = await createDatabase({});
    await bootstrap(env, database, recordingLog(lines));
    await bootstrap(env, database, recordingLog(lines));
    expect(lines.map((line) => line.msg)).toEqual([
      'database migrated',
      'created the first super administrator',
    ]);
    expect(await count(database, 'posts')).toBe(0);
    await database.close();
  });
});
