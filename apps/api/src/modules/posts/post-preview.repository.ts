import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSessions, admins } from '../../db/schema/index';
import { SESSION_LIFETIME_MS } from '../../plugins/auth';

/** What a preview link needs to know of the sign-in that made it. */
export function createPreviewRepository(db: Db) {
  return {
    /**
     * Whether the sign-in `sid` is still open under the password version `ver`: a logout deletes the
     * session, a password change moves the version on, and a session past its lifetime is over.
     */
    async sessionOpen(sid: string, ver: number): Promise<boolean> {
      const [row] = await db
        .select({ id: adminSessions.id })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(
          and(
            eq(adminSessions.id, sid),
            eq(admins.tokenVersion, ver),
            gt(adminSessions.startedAt, new Date(Date.now() - SESSION_LIFETIME_MS)),
          ),
        );
      return row !== undefined;
    },
  };
}
