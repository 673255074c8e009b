import { createHash, randomBytes } from 'node:crypto';
import type { ResetPasswordInput } from '@station/domain';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResets } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { createAdminsRepository } from './admins.repository';
import { refuseCommon } from './admins.service';

const VALID_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;
/** Reset emails one account receives in an hour, however many networks ask. */
const PER_ACCOUNT_PER_HOUR = 3;
export const BAD_RESET_LINK = 'This reset link is not valid any more: ask for a new one.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One-time links for a forgotten password. Only a hash of each token is stored, a link lasts 30 minutes
 * and works once, and using it moves the admin's token version on, which ends every session they had.
 */
export function createPasswordResets(app: FastifyInstance) {
  const { db } = app;
  const admins = createAdminsRepository(db);
  return {
    /** Emails a link when the address is an admin's and the account's hourly allowance is left; else nothing. */
    async request(email: string): Promise<void> {
      const admin = await admins.findByEmail(email);
      if (!admin) return;
      const [recent] = await db
        .select({ total: count() })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.adminId, admin.id),
            gt(passwordResets.createdAt, new Date(Date.now() - HOUR_MS)),
          ),
        );
      if ((recent?.total ?? 0) >= PER_ACCOUNT_PER_HOUR) return;
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(passwordResets)
        .values({ tokenHash: hashOf(token), adminId: admin.id, expiresAt: new Date(Date.now() + VALID_MS) });
      const link = `${app.env.PUBLIC_CONSOLE_URL}/reset-password?token=${token}`;
      await app.queueMail(
        {
          to: admin.email,
          subject: 'Reset your Station password',
          text: `Someone (we hope you) asked to reset the password of ${admin.email}.\n\nChoose a new password here within 30 minutes:\n${link}\n\nThe link works once. If you did not ask, ignore this email: your password stays as it is.`,
        },
        `reset:${hashOf(token)}`,
      );
    },

    async reset(input: ResetPasswordInput): Promise<void> {
      refuseCommon(input.password, 'password', 'This password');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hashOf(input.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ adminId: passwordResets.adminId });
        if (!claimed) throw badRequest(BAD_RESET_LINK, 'RESET_LINK_INVALID');
        // Any other link of this admin dies with this one.
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.adminId, claimed.adminId), isNull(passwordResets.usedAt)));
        await createAdminsRepository(tx as typeof db).setPassword(claimed.adminId, passwordHash);
      });
    },
  };
}
