import type { ViewIncreaseQuery } from '@station/domain';
import { eq, lt, sql } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { Db } from '../../db/client';
import { postDailyViews, posts, siteDaily, visits } from '../../db/schema/index';
import { anonymiseIp } from '../../lib/anonymise-ip';
import { utcDay } from '../../lib/day';
import { notFound } from '../../lib/errors';

const VISITS_KEPT_DAYS = 90;

export interface Client {
  ip: string;
  userAgent: string;
}

function describeClient(userAgent: string): { device: string; browser: string } {
  const parsed = UAParser(userAgent);
  const kind = parsed.device.type ?? 'desktop';
  const os = parsed.os.name ? ` (${parsed.os.name})` : '';
  const browser = parsed.browser.name
    ? `${parsed.browser.name} ${parsed.browser.major ?? ''}`.trim()
    : 'unknown';
  return { device: `${kind}${os}`, browser };
}

/**
 * One transaction per hit, each counter a single-statement increment or upsert, so concurrent hits
 * never lose an update and a failed hit changes nothing.
 */
export function createViewsService(db: Db) {
  let lastPrune = 0;

  async function prune(now: Date): Promise<void> {
    if (now.getTime() - lastPrune < 3_600_000) return;
    lastPrune = now.getTime();
    await db
      .delete(visits)
      .where(lt(visits.createdAt, new Date(now.getTime() - VISITS_KEPT_DAYS * 86_400_000)));
  }

  return {
    async increase(query: ViewIncreaseQuery, client: Client, now: Date): Promise<void> {
      const day = utcDay(now);
      const isVisit = query.webStatus === 'visit';
      await db.transaction(async (tx) => {
        if (query.articleId) {
          const [post] = await tx
            .update(posts)
            .set({ visit: sql`${posts.visit} + 1` })
            .where(eq(posts.id, query.articleId))
            .returning({ id: posts.id });
          if (!post) throw notFound('The article');
          await tx
            .insert(postDailyViews)
            .values({ postId: post.id, day, views: 1 })
            .onConflictDoUpdate({
              target: [postDailyViews.postId, postDailyViews.day],
              set: { views: sql`${postDailyViews.views} + 1` },
            });
        }
        await tx
          .insert(siteDaily)
          .values({ day, pageViews: isVisit ? 0 : 1, visits: isVisit ? 1 : 0 })
          .onConflictDoUpdate({
            target: siteDaily.day,
            set: isVisit
              ? { visits: sql`${siteDaily.visits} + 1` }
              : { pageViews: sql`${siteDaily.pageViews} + 1` },
          });
        await tx.insert(visits).values({
          ip: anonymiseIp(client.ip),
          path: query.path ?? '/',
          kind: query.webStatus,
          ...describeClient(client.userAgent),
        });
      });
      await prune(now);
    },
  };
}
