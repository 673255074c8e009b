import type { ViewStatus } from '@station/domain';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visits } from '../../db/schema/index';
import type { AudienceHit } from './audience-event';

/** One reader's hit as the batch statement reads it (record-views.sql.ts names the same fields). */
export interface Hit extends AudienceHit {
  day: string;
  article: string | null;
  /** The reader's first opening of this article today: only then does the article's count move. */
  counts_article: boolean;
  kind: ViewStatus;
  ip: string;
  path: string;
  device: string;
  browser: string;
  /** The reader stayed with the article: one engaged event at most, and no counter moves. */
  engaged: boolean;
}

export function createViewsRepository(db: Db) {
  return {
    /**
     * Writes a batch of hits as one statement and returns the articles among them that exist. Its
     * writes commit together or not at all, increments add the batch's counts so no update is lost,
     * and the hot rows (today's site totals, a popular article) are locked once per batch instead of
     * once per reader.
     */
    async record(hits: readonly Hit[]): Promise<Set<string>> {
      const result = (await db.execute(
        sql`SELECT article_id FROM record_views(${JSON.stringify(hits)}::jsonb)`,
      )) as unknown as { rows: { article_id: string }[] };
      return new Set(result.rows.map((row) => row.article_id));
    },

    async pruneBefore(cutoff: Date): Promise<void> {
      await db.delete(visits).where(lt(visits.createdAt, cutoff));
    },
  };
}
