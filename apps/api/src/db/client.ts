import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { fenceOnDiskFull } from './disk-full-fence';
import { schema } from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for a server; absent for the embedded database. */
  url?: string | undefined;
  /** Where the embedded database keeps its files; absent means in memory. */
  dataDir?: string | undefined;
  /** Tests give each file its own schema on a shared server. */
  searchPath?: string;
  onPoolError?: (error: Error) => void;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? createServerDatabase(options.url, options) : createEmbeddedDatabase(options.dataDir);
}

async function createEmbeddedDatabase(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  fenceOnDiskFull(client);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (script) => {
      await client.exec(script);
    },
    ping: async () => {
      await client.query('SELECT 1');
      return true;
    },
    close: () => client.close(),
  };
}

function createServerDatabase(url: string, options: DatabaseOptions): Database {
  const settings = ['-c statement_timeout=5000'];
  if (options.searchPath) settings.push(`-c search_path=${options.searchPath},public`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    options: settings.join(' '),
  });
  // A backend that dies while idle is reported here; without a listener Node would end the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    exec: async (script) => {
      const client = await pool.connect();
      try {
        await client.query(script);
        client.release();
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
      return true;
    },
    close: () => pool.end(),
  };
}
