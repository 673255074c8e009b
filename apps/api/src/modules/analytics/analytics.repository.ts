import { type Category, LIMITS } from '@station/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postDailyViews, posts, siteDaily, visits } from '../../db/schema/index';
import { visibleToReaders } from '../posts/index';

/**
 * Posts tied at the tenth place that are looked up to break the tie by date; bounded so the join stays
 * a handful of primary-key lookups (the planner otherwise guessed a third of all posts and read them all).
 */
const CONTENDERS_MAX = 1000;

/** The post an article path names (`/article/<id>`), or NULL for any other page; never a failed cast. */
const articleIdOf = (path: typeof visits.path) =>
  sql`CASE WHEN ${path} ~* '^/article/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      THEN substring(${path} from 10)::uuid END`;

export function createAnalyticsRepository(db: Db) {
  return {
    postsPerCategory: () =>
      db
        .select({ category: posts.category, count: sql<number>`count(*)::int` })
        .from(posts)
        .where(visibleToReaders(posts))
        .groupBy(posts.category),

    /**
     * The most viewed posts since `since`, ties going to the newer post. The week's rows are summed per
     * post first and only the posts that can make the top ten are joined, instead of joining every row
     * of the week to its post (3 s over a million daily rows). A bigger work_mem lets those sums be
     * hashed rather than walked in post order through the primary key, which took three times as long.
     */
    mostViewedSince: (since: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
        const result = (await tx.execute(sql`
          WITH sums AS MATERIALIZED (
            SELECT ${postDailyViews.postId} AS post_id, sum(${postDailyViews.views}) AS views
            FROM ${postDailyViews} WHERE ${postDailyViews.day} >= ${since} GROUP BY ${postDailyViews.postId}
          ),
          cutoff AS (SELECT views FROM sums ORDER BY views DESC OFFSET ${LIMITS.mostViewedCount - 1} LIMIT 1),
          contenders AS (
            SELECT post_id, views FROM sums WHERE views >= coalesce((SELECT views FROM cutoff), 0)
            ORDER BY views DESC LIMIT ${CONTENDERS_MAX}
          )
          SELECT ${posts.id} AS id, ${posts.title} AS title, ${posts.category} AS category,
                 contenders.views::int AS visit
          FROM contenders JOIN ${posts} ON ${posts.id} = contenders.post_id
          WHERE ${visibleToReaders(posts)}
          ORDER BY contenders.views DESC, ${posts.createdAt} DESC
          LIMIT ${LIMITS.mostViewedCount}
        `)) as unknown as { rows: { id: string; title: string; category: Category; visit: number }[] };
        return result.rows;
      }),

    async siteTotals() {
      const [row] = await db
        .select({
          views: sql<number>`coalesce(sum(${siteDaily.pageViews}), 0)::bigint`,
          visits: sql<number>`coalesce(sum(${siteDaily.visits}), 0)::bigint`,
        })
        .from(siteDaily);
      return { views: Number(row?.views ?? 0), visits: Number(row?.visits ?? 0) };
    },

    /** The latest visits, each with the title of the article it opened (null for other pages). */
    latestVisits: (limit: number) =>
      db
        .select({
          createdAt: visits.createdAt,
          ip: visits.ip,
          path: visits.path,
          device: visits.device,
          browser: visits.browser,
          title: posts.title,
        })
        .from(visits)
        .leftJoin(posts, eq(posts.id, articleIdOf(visits.path)))
        .orderBy(desc(visits.createdAt), desc(visits.id))
        .limit(limit),
  };
}
