import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSessions } from '../../db/schema/index';
import { SESSION_LIFETIME_MS, type SessionLink } from '../../plugins/auth';

const link = {
  id: adminSessions.id,
  generation: adminSessions.generation,
  startedAt: adminSessions.startedAt,
};
const stillOpen = () => gt(adminSessions.startedAt, new Date(Date.now() - SESSION_LIFETIME_MS));

/** Sign-ins and their chains of refreshed tokens. */
export function createSessionsRepository(db: Db) {
  return {
    /** A new sign-in; the admin's sessions past their lifetime are let go of on the way. */
    async start(adminId: string): Promise<SessionLink> {
      await db
        .delete(adminSessions)
        .where(
          and(
            eq(adminSessions.adminId, adminId),
            lt(adminSessions.startedAt, new Date(Date.now() - SESSION_LIFETIME_MS)),
          ),
        );
      const [started] = await db.insert(adminSessions).values({ adminId }).returning(link);
      if (!started) throw new Error('starting a session returned nothing');
      return started;
    },

    /**
     * The next link of the chain, if `current` is its latest and the sign-in is not too old: the token
     * of `current` stops working. Two refreshes with one token: only the first gets a link.
     */
    next: async (current: SessionLink): Promise<SessionLink | undefined> =>
      (
        await db
          .update(adminSessions)
          .set({ generation: sql`${adminSessions.generation} + 1` })
          .where(
            and(
              eq(adminSessions.id, current.id),
              eq(adminSessions.generation, current.generation),
              stillOpen(),
            ),
          )
          .returning(link)
      )[0],

    endAll: (adminId: string) => db.delete(adminSessions).where(eq(adminSessions.adminId, adminId)),
  };
}
