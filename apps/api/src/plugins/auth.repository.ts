import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSessions, admins } from '../db/schema/index';

/** What every signed-in request reads: the admin a token names, with the session it claims. */
export function createAuthRepository(db: Db) {
  return {
    /** The admin, and the session's place in its refreshes when the session is theirs and still there. */
    async adminWithSession(adminId: string, sessionId: string) {
      const [row] = await db
        .select({
          id: admins.id,
          name: admins.name,
          email: admins.email,
          role: admins.role,
          createdAt: admins.createdAt,
          tokenVersion: admins.tokenVersion,
          canPublish: admins.canPublish,
          language: admins.language,
          generation: adminSessions.generation,
          startedAt: adminSessions.startedAt,
        })
        .from(admins)
        .leftJoin(adminSessions, and(eq(adminSessions.id, sessionId), eq(adminSessions.adminId, admins.id)))
        .where(eq(admins.id, adminId));
      return row;
    },
  };
}
