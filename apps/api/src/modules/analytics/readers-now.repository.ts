import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

export interface ReaderPageRow {
  target_kind: number;
  target: string;
  title: string;
  readers: number;
}

/**
 * Readers now, straight from the raw events: the rollups lag by an hour, these minutes never do. The
 * BRIN index on `at` keeps the read to the newest block ranges of the current month.
 */
export function createReadersNowRepository(db: Db) {
  /**
   * Each visitor's latest page since `since`, bots left out. An engaged event is sent as the reader
   * leaves the article, so it says nothing of the page they are on.
   */
  const latest = (since: Date, until: Date) => sql`
    SELECT DISTINCT ON (visitor) visitor, target_kind, target FROM analytics_events
    WHERE at >= ${since} AND at <= ${until} AND NOT bot AND NOT engaged
    ORDER BY visitor, at DESC`;

  return {
    async visitors(since: Date, until: Date): Promise<number> {
      const [row] = rowsOf<{ visitors: number }>(
        await db.execute(sql`SELECT count(*)::int AS visitors FROM (${latest(since, until)}) AS l`),
      );
      return Number(row?.visitors ?? 0);
    },

    /** The pages the visitors are on, most readers first, named and titled where they can be. */
    async pages(since: Date, until: Date, limit: number): Promise<ReaderPageRow[]> {
      return rowsOf<ReaderPageRow>(
        await db.execute(sql`
          SELECT l.target_kind, coalesce(n.value, '') AS target,
            coalesce(p.title, g.name, '') AS title, count(*)::int AS readers
          FROM (${latest(since, until)}) AS l
          LEFT JOIN analytics_names n ON n.id = l.target
          LEFT JOIN posts p ON l.target_kind = 1 AND p.id::text = n.value
          LEFT JOIN programs g ON l.target_kind = 3 AND g.id::text = n.value
          GROUP BY 1, 2, 3 ORDER BY readers DESC, target LIMIT ${limit}`),
      );
    },
  };
}
