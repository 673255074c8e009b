import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LIVE_ID, live } from '../../db/schema/index';

export { LIVE_ID };

/** The one row holding the live broadcast's link. */
export function createLiveRepository(db: Db) {
  return {
    async url(): Promise<string> {
      const [row] = await db.select().from(live).where(eq(live.id, LIVE_ID));
      return row?.url ?? '';
    },

    async setUrl(url: string): Promise<void> {
      await db
        .insert(live)
        .values({ id: LIVE_ID, url })
        .onConflictDoUpdate({ target: live.id, set: { url, updatedAt: new Date() } });
    },
  };
}
