import { type Analytics, CATEGORIES, LIMITS, type ViewTotals, type Visitor } from '@station/domain';
import type { Db } from '../../db/client';
import { utcDayOffset } from '../../lib/day';
import { createAnalyticsRepository } from './analytics.repository';

/** What the dashboard and the Visitors page read. */
export function createAnalyticsService(db: Db) {
  const repo = createAnalyticsRepository(db);
  return {
    async postAnalytics(now: Date): Promise<Analytics> {
      const since = utcDayOffset(now, -(LIMITS.mostViewedDays - 1));
      const [counts, top] = await Promise.all([repo.postsPerCategory(), repo.mostViewedSince(since)]);
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
      const { views, visits } = await repo.siteTotals();
      return { totalWebsiteView: views, totalWebsiteVisit: visits };
    },

    async visitors(): Promise<Visitor[]> {
      const rows = await repo.latestVisits(LIMITS.visitorsListed);
      return rows.map((row) => ({
        createdAt: row.createdAt.toISOString(),
        ip: row.ip,
        visited: row.path,
        device: row.device,
        browser: row.browser,
        ...(row.title !== null ? { title: row.title } : {}),
      }));
    },
  };
}
