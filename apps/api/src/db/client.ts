import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fenceOnDiskFull } from './disk-full-fence';
import { schema } from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute`: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Runs `work` while holding a lock no other process on this database can hold at the same time
   * (a session advisory lock on PostgreSQL; the embedded database has one process only).
   */
  exclusively<T>(lockName: string, work: () => Promise<T>): Promise<T>;
  /** The connection pool's state, for metrics; the embedded database has no pool. */
  poolStats(): PoolStats | undefined;
  /**
   * Hears `NOTIFY <channel>` from every process on this database. On a server it holds a connection of
   * its own (the pool's connections come and go); `onLost` says that connection ended, after which
   * nothing more is heard and the caller listens again. Resolves to what stops listening.
   */
  listen(channel: string, onNotify: () => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long means the pool is too small. */
  waiting: number;
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

/**
 * The embedded database's page cache. PostgreSQL's default 128 MB lives inside the WebAssembly memory,
 * which never shrinks: it kept the idle API at about 310 MiB resident. A station's database is small,
 * and its files are still cached by the operating system, so 16 MB costs no measurable speed and
 * brings the idle API to about 170 MiB.
 */
export const EMBEDDED_SHARED_BUFFERS = '16MB';

async function createEmbeddedDatabase(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  // Loaded only here: an API on PostgreSQL never needs the embedded engine.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
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
    exclusively: (_lockName, work) => work(),
    poolStats: () => undefined,
    listen: (channel, onNotify) => client.listen(channel, onNotify),
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
    exclusively: (lockName, work) => withAdvisoryLock(pool, lockName, work),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify, onLost) => listenOnOwnConnection(url, channel, onNotify, onLost),
    close: () => pool.end(),
  };
}

/**
 * Holds `pg_advisory_lock` on one session for the whole of `work`. The key is taken from the name and
 * the session's schema, so schemas sharing a database never wait on each other (locks are per database
 * already). Waiting has no statement timeout: the holder may migrate for longer than a query may run.
 * If this process dies the server ends the session and its lock, and the next waiter goes on.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, lockName: string, work: () => Promise<T>): Promise<T> {
  const session = await pool.connect();
  try {
    const { rows } = await session.query<{ key: string }>(
      'SELECT hashtextextended($1 || current_schema(), 0)::text AS key',
      [`station:${lockName}:`],
    );
    const key = rows[0]?.key;
    await session.query('SET statement_timeout = 0');
    await session.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    try {
      return await work();
    } finally {
      await session.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
    }
  } finally {
    // Its settings were changed for the wait, so the session is closed rather than reused for queries.
    session.release(true);
  }
}

async function listenOnOwnConnection(
  url: string,
  channel: string,
  onNotify: () => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  // Keepalive probes find a connection that died without a word (a failover, a dropped route).
  const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 5000 });
  let stopping = false;
  let lost = false;
  const lose = (error: Error) => {
    if (stopping || lost) return;
    lost = true;
    client.end().catch(() => undefined);
    onLost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('The connection listening for changes was closed')));
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify();
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    stopping = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    stopping = true;
    await client.end().catch(() => undefined);
  };
}
