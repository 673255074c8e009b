import type { Category } from '@station/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts, programs } from '../../db/schema/index';
import { visibleToReaders } from '../posts/index';

const columns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  detail: sql<string>`left(${posts.detail}, 400)`,
  category: posts.category,
  images: posts.images,
  publishAt: posts.publishAt,
  editedAt: posts.editedAt,
  updatedAt: posts.updatedAt,
  authorName: posts.authorName,
};

export type FeedPost = Awaited<ReturnType<ReturnType<typeof createFeedsRepository>['latest']>>[number];

/** What feeds and sitemaps read: public posts only, newest first, and never more than a few columns. */
export function createFeedsRepository(db: Db) {
  return {
    latest: (limit: number, category?: Category) =>
      db
        .select(columns)
        .from(posts)
        .where(and(visibleToReaders(posts), category ? eq(posts.category, category) : undefined))
        .orderBy(desc(posts.publishAt), desc(posts.id))
        .limit(limit),

    since: (since: Date, limit: number) =>
      db
        .select(columns)
        .from(posts)
        .where(and(visibleToReaders(posts), gt(posts.publishAt, since)))
        .orderBy(desc(posts.publishAt), desc(posts.id))
        .limit(limit),

    /** Every public article for the sitemap: its address and when it last changed. */
    addresses: (limit: number) =>
      db
        .select({ id: posts.id, slug: posts.slug, updatedAt: posts.updatedAt, publishAt: posts.publishAt })
        .from(posts)
        .where(visibleToReaders(posts))
        .orderBy(desc(posts.publishAt), desc(posts.id))
        .limit(limit),

    /** Every program's id, for the sitemap's program pages. */
    programIds: async () => (await db.select({ id: programs.id }).from(programs)).map((row) => row.id),
  };
}
