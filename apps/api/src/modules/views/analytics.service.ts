import { type Analytics, CATEGORIES, LIMITS, type ViewTotals, type Visitor } from '@station/domain';
import { desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postDailyViews, posts, siteDaily, visits } from '../../db/schema/index';
import { utcDayOffset } from '../../lib/day';

export function createAnalyticsService(db: Db) {
  return {
    async postAnalytics(now: Date): Promise<Analytics> {
      const since = utcDayOffset(now, -(LIMITS.mostViewedDays - 1));
      const [counts, top] = await Promise.all([
        db
          .select({ category: posts.category, count: sql<number>`count(*)::int` })
          .from(posts)
          .groupBy(posts.category),
        db
          .select({
            id: posts.id,
            title: posts.title,
            category: posts.category,
            visit: sql<number>`sum(${postDailyViews.views})::int`,
          })
          .from(postDailyViews)
          .innerJoin(posts, eq(posts.id, postDailyViews.postId))
          .where(gte(postDailyViews.day, since))
          .groupBy(posts.id)
          .orderBy(desc(sql`sum(${postDailyViews.views})`), desc(posts.createdAt))
          .limit(LIMITS.mostViewedCount),
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
