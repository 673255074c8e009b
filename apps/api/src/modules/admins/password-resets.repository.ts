import type { Language } from '@station/domain';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { passwordResets } from '../../db/schema/index';

/** Whom a reset's email goes to, read when it is sent: an address changed since gets nothing. */
export interface ResetRecipient {
  email: string;
  language: Language | null;
}

const pending = () => and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

export function createPasswordResetsRepository(db: Db) {
  return {
    countSince: async (adminId: string, since: Date) =>
      (
        await db
          .select({ total: count() })
          .from(passwordResets)
          .where(and(eq(passwordResets.adminId, adminId), gt(passwordResets.createdAt, since)))
      )[0]?.total ?? 0,

    /** A reset without a token yet: its email makes one. */
    open: async (adminId: string, expiresAt: Date) =>
      (await db.insert(passwordResets).values({ adminId, expiresAt }).returning({ id: passwordResets.id }))[0]
        ?.id,

    /**
     * Gives a pending reset the hash of the token its email carries; sent again (a retry), the newer
     * token replaces the older. Nothing when the reset was used, ended or has expired.
     */
    arm: async (id: string, tokenHash: string): Promise<ResetRecipient | undefined> =>
      rowsOf<ResetRecipient>(
        await db.execute(sql`
          UPDATE password_resets r SET token_hash = ${tokenHash}
          FROM admins a
          WHERE r.id = ${id} AND a.id = r.admin_id AND r.used_at IS NULL AND r.expires_at > now()
          RETURNING a.email, a.language`),
      )[0],

    /** A plain indexed read, so a wrong token costs nothing more. */
    isPending: async (tokenHash: string) =>
      (
        await db
          .select({ adminId: passwordResets.adminId })
          .from(passwordResets)
          .where(and(eq(passwordResets.tokenHash, tokenHash), pending()))
      ).length > 0,

    /** Uses the reset of this token, once: its admin, or nothing when it is not pending any more. */
    claim: async (tokenHash: string) =>
      (
        await db
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, tokenHash), pending()))
          .returning({ adminId: passwordResets.adminId })
      )[0]?.adminId,

    /** Ends every reset of this admin still pending: a new password or email makes them stale. */
    endFor: (adminId: string) =>
      db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.adminId, adminId), isNull(passwordResets.usedAt))),
  };
}
