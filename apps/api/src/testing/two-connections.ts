import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseUrl } from '../config/env';
import { createDatabase, type Database } from '../db/client';

export interface TwoConnections {
  databases: [Database, Database];
  /** Drops the schema made for them (on PostgreSQL); each database is closed by whoever uses it. */
  cleanup(): Promise<void>;
}

/**
 * One database reached twice, as by two API instances behind a load balancer: on PostgreSQL
 * (TEST_DATABASE_URL) two pools and listening connections on a schema of their own; on the embedded
 * database the one PGlite twice, which is all a single process can do.
 */
export async function connectTwice(): Promise<TwoConnections> {
  const url = testDatabaseUrl();
  if (!url) {
    const shared = await createDatabase({});
    return { databases: [shared, shared], cleanup: async () => undefined };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  return {
    databases: [
      await createDatabase({ url, searchPath: schema }),
      await createDatabase({ url, searchPath: schema }),
    ],
    cleanup: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
