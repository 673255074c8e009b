import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentVersion } from '../../db/schema/index';

/** Every API instance listens on this channel; it is database-wide, whatever the search path. */
export const CONTENT_VERSION_CHANNEL = 'station_content_version';

export function createContentVersionRepository(db: Db) {
  return {
    async read(): Promise<bigint> {
      const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
      return row?.version ?? 0n;
    },

    /**
     * Moves the version on and tells every listener once the change is committed. The new version is
     * at least the clock's milliseconds, so after a database is restored from a backup the first write
     * still moves past every version an instance has seen, and instances never mistake it for old news.
     */
    async move(): Promise<bigint> {
      const result = (await db.execute(sql`
        WITH moved AS (
          UPDATE content_version
          SET version = greatest(version + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
          RETURNING version
        )
        SELECT version::text AS version, pg_notify(${CONTENT_VERSION_CHANNEL}, version::text) FROM moved
      `)) as unknown as { rows: { version: string }[] };
      return BigInt(result.rows[0]?.version ?? '0');
    },
  };
}
