import { foldForSearch, SEARCH_FOLD_VERSION } from '@station/domain';
import { lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { posts } from '../../db/schema/index';

const BATCH = 200;

/**
 * Folds every post stored before this version of the folding, a batch per transaction. Rows another
 * instance is folding are skipped (SKIP LOCKED), so instances starting together share the work.
 * Returns how many posts it folded.
 */
export async function refoldPosts(
  db: Db,
  { stopped = () => false }: { stopped?: () => boolean } = {},
): Promise<number> {
  let total = 0;
  while (!stopped()) {
    const folded = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: posts.id, title: posts.title, detail: posts.detail })
        .from(posts)
        .where(lt(posts.foldedWith, SEARCH_FOLD_VERSION))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const values = sql.join(
        rows.map((row) => sql`(${row.id}::uuid, ${foldForSearch(row.title)}, ${foldForSearch(row.detail)})`),
        sql`, `,
      );
      const updated = await tx.execute(sql`
        UPDATE posts SET title_folded = v.title, detail_folded = v.detail, folded_with = ${SEARCH_FOLD_VERSION}
        FROM (VALUES ${values}) AS v (id, title, detail)
        WHERE posts.id = v.id
        RETURNING posts.id`);
      return rowsOf(updated).length;
    });
    if (folded === 0) break;
    total += folded;
  }
  return total;
}
