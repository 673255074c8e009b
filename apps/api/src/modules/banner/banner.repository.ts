import type { Banner } from '@station/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banner } from '../../db/schema/index';

const ONE = 1;

export function createBannerRepository(db: Db) {
  return {
    /** The banner while it lasts; an ended one is as good as none. */
    async current(now = new Date()): Promise<Banner | null> {
      const [row] = await db
        .select()
        .from(banner)
        .where(and(eq(banner.id, ONE), gt(banner.endsAt, now)));
      return row ? { text: row.text, link: row.link, endsAt: row.endsAt.toISOString() } : null;
    },

    async set(values: { text: string; link: string | null; endsAt: Date }): Promise<Banner> {
      const [row] = await db
        .insert(banner)
        .values({ id: ONE, ...values })
        .onConflictDoUpdate({ target: banner.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error('the banner upsert returned nothing');
      return { text: row.text, link: row.link, endsAt: row.endsAt.toISOString() };
    },

    clear: async () => (await db.delete(banner).returning({ id: banner.id })).length > 0,
  };
}
