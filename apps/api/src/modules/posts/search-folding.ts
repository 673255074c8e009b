import { foldForSearch, SEARCH_FOLD_VERSION } from '@station/domain';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, rowsOf } from '../../db/client';
import { posts } from '../../db/schema/index';

type TextFields = { title?: string | undefined; detail?: string | undefined };

/**
 * The folded copies search reads, for whichever of the title and text are being written. The
 * version is recorded only when both are, so a post folded the old way keeps being found for refolding.
 */
export function withFolded<T extends TextFields>(values: T) {
  return {
    ...values,
    ...(values.title !== undefined ? { titleFolded: foldForSearch(values.title) } : {}),
    ...(values.detail !== undefined ? { detailFolded: foldForSearch(values.detail) } : {}),
    ...(values.title !== undefined && values.detail !== undefined ? { foldedWith: SEARCH_FOLD_VERSION } : {}),
  };
}

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

/** Folds older posts in the background once the server is ready; a stopping server ends it. */
export function startRefolding(app: FastifyInstance) {
  let stopping = false;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    running = refoldPosts(app.db, { stopped: () => stopping })
      .then((count) => {
        if (count > 0) app.log.info({ event: 'search-refold', posts: count }, 'posts folded for search');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'folding posts for search failed'));
  });
  app.addHook('preClose', async () => {
    stopping = true;
    await running;
  });
}
