import {
  type Analytics,
  CATEGORIES,
  type Category,
  LIMITS,
  type ViewTotals,
  type Visitor,
} from '@station/domain';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postDailyViews, posts, siteDaily, visits } from '../../db/schema/index';
import { utcDayOffset } from '../../lib/day';

/**
 * Posts tied at the tenth place that are looked up to break the tie by date; bounded so the join stays
 * a handful of primary-key lookups (the planner otherwise guessed a third of all posts and read them all).
 */
const CONTENDERS_MAX = 1000;

/**
 * The most viewed posts since `since`, ties going to the newer post. The week's rows are summed per
 * post first and only the posts that can make the top ten are joined, instead of joining every row of
 * the week to its post (3 s over a million daily rows). A bigger work_mem lets those sums be hashed
 * rather than walked in post order through the primary key, which took three times as long.
 */
async function mostViewedSince(db: Db, since: string) {
  return db.transaction(async (tx) => {
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
      ORDER BY contenders.views DESC, ${posts.createdAt} DESC
      LIMIT ${LIMITS.mostViewedCount}
    `)) as unknown as { rows: { id: string; title: string; category: Category; visit: number }[] };
    return result.rows;
  });
}

export function createAnalyticsService(db: Db) {
  return {
    async postAnalytics(now: Date): Promise<Analytics> {
      const since = utcDayOffset(now, -(LIMITS.mostViewedDays - 1));
      const [counts, top] = await Promise.all([
        db
          .select({ category: posts.category, count: sql<number>`count(*)::int` })
          .from(posts)
          .groupBy(posts.category),
        mostViewedSince(db, since),
      ]);
      const byCategory = new Map(counts.map((row) => [row.category, row.count]));
      const newsData = CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 }));
      return {
        newsData,
        postCount: newsData.reduce((sum, row) => sum + row.count, 0),
        posts: top.map((row) => ({
          _id: row.id,
          title: row.title,
          category: row.category,
          visit: Number(row.visit),
        })),
      };
    },

    async totals(): Promise<ViewTotals> {
      const [row] = await db
        .select({
          views: sql<number>`coalesce(sum(${siteDaily.pageViews}), 0)::bigint`,
          visits: sql<number>`coalesce(sum(${siteDaily.visits}), 0)::bigint`,
        })
        .from(siteDaily);
      return { totalWebsiteView: Number(row?.views ?? 0), totalWebsiteVisit: Number(row?.visits ?? 0) };
    },

    async visitors(): Promise<Visitor[]> {
      const rows = await db
        .select()
        .from(visits)
        .orderBy(desc(visits.createdAt), desc(visits.id))
        .limit(LIMITS.visitorsListed);
      return rows.map((row) => ({
        createdAt: row.createdAt.toISOString(),
        ip: row.ip,
        visited: row.path,
        device: row.device,
        browser: row.browser,
      }));
    },
  };
}
