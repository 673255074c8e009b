import type { ViewIncreaseQuery } from '@station/domain';
import { lt, sql } from 'drizzle-orm';
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
 * Every hit is one SQL statement: its writes commit together or not at all, increments never lose an
 * update, and the hot rows (today's site totals, a shared article) stay locked for one statement only,
 * not for several round trips, so a burst of readers does not queue behind itself.
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
      const articleId = query.articleId ?? null;
      const { device, browser } = describeClient(client.userAgent);
      // Without an article every write happens; with one, nothing happens unless the article exists.
      const result = (await db.execute(sql`
        WITH article AS (
          UPDATE ${posts} SET visit = visit + 1 WHERE ${posts.id} = ${articleId}::uuid RETURNING id
        ),
        daily AS (
          INSERT INTO ${postDailyViews} (post_id, day, views)
          SELECT id, ${day}::date, 1 FROM article
          ON CONFLICT (post_id, day) DO UPDATE SET views = ${postDailyViews}.views + 1
          RETURNING post_id
        ),
        allowed AS (
          SELECT ${articleId}::uuid IS NULL OR EXISTS (SELECT 1 FROM article) AS ok
        ),
        site AS (
          INSERT INTO ${siteDaily} (day, page_views, visits)
          SELECT ${day}::date, ${isVisit ? 0 : 1}, ${isVisit ? 1 : 0} FROM allowed WHERE ok
          ON CONFLICT (day) DO UPDATE SET
            page_views = ${siteDaily}.page_views + EXCLUDED.page_views,
            visits = ${siteDaily}.visits + EXCLUDED.visits
          RETURNING day
        ),
        recorded AS (
          INSERT INTO ${visits} (ip, path, kind, device, browser)
          SELECT ${anonymiseIp(client.ip)}, ${query.path ?? '/'}, ${query.webStatus}, ${device}, ${browser}
          FROM allowed WHERE ok
          RETURNING id
        )
        SELECT ok FROM allowed
      `)) as unknown as { rows: { ok: boolean }[] };
      if (!result.rows[0]?.ok) throw notFound('The article');
      await prune(now);
    },
  };
}
