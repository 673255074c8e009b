import { createHash, randomBytes } from 'node:crypto';
import type { ResetPasswordInput } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { resetLinkMail } from './admin-mail';
import { type AdminRow, createAdminsRepository } from './admins.repository';
import { refuseCommon } from './admins.service';
import { createPasswordResetsRepository } from './password-resets.repository';

const VALID_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;
/** Reset emails one account receives in an hour, however many networks ask. */
const PER_ACCOUNT_PER_HOUR = 3;
export const BAD_RESET_LINK = 'This reset link is not valid any more: ask for a new one.';
/** Someone asked for a link for `email`: whether it is an admin's is decided here, not in the answer. */
export const RESET_ASKED_JOB = 'admins.reset-asked';
/** One reset's email, named by the reset's id: its token is made when it is sent. */
export const RESET_MAIL_JOB = 'admins.reset-mail';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One-time links for a forgotten password. Only a hash of each token is stored, a link lasts 30 minutes
 * and works once, and using it moves the admin's token version on, which ends every session they had.
 * Asking queues one job whatever the address, so the answer takes the same time for an admin's address
 * and a stranger's; the queue keeps only the address asked and a reset's id, never a link.
 */
export function createPasswordResets(app: FastifyInstance) {
  const { db } = app;
  const admins = createAdminsRepository(db);
  const resets = createPasswordResetsRepository(db);

  app.jobs.register(
    RESET_ASKED_JOB,
    async (payload) => {
      const admin = await admins.findByEmail(String(payload.email));
      if (!admin) return undefined;
      if ((await resets.countSince(admin.id, new Date(Date.now() - HOUR_MS))) >= PER_ACCOUNT_PER_HOUR)
        return undefined;
      const id = await resets.open(admin.id, new Date(Date.now() + VALID_MS));
      await app.jobs.enqueue(RESET_MAIL_JOB, { resetId: id }, { key: `reset:${id}` });
      app.jobs.kick();
      return undefined;
    },
    { forgetsPayload: true },
  );

  app.jobs.register(
    RESET_MAIL_JOB,
    async (payload) => {
      const token = randomBytes(32).toString('base64url');
      const recipient = await resets.arm(String(payload.resetId), hashOf(token));
      // Used, ended by a new password or email, expired while the mail server was down, or deleted.
      if (!recipient) return undefined;
      const link = `${app.env.PUBLIC_CONSOLE_URL}/reset-password?token=${token}`;
      await app.mailer.send(resetLinkMail(recipient, { email: recipient.email, link }));
      return undefined;
    },
    { forgetsPayload: true },
  );

  return {
    async ask(email: string): Promise<void> {
      await app.jobs.enqueue(RESET_ASKED_JOB, { email });
      app.jobs.kick();
    },

    /** Sets the new password; the admin it was for. */
    async reset(input: ResetPasswordInput): Promise<AdminRow> {
      const tokenHash = hashOf(input.token);
      // Hashing a password is slow on purpose: a made-up token must not get that far.
      if (!(await resets.isPending(tokenHash))) throw badRequest(BAD_RESET_LINK, 'RESET_LINK_INVALID');
      refuseCommon(input.password, 'password', 'This password');
      const passwordHash = await hashPassword(input.password);
      const admin = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Db;
        const adminId = await createPasswordResetsRepository(inTx).claim(tokenHash);
        if (!adminId) return undefined;
        // Any other link of this admin dies with this one.
        await createPasswordResetsRepository(inTx).endFor(adminId);
        return createAdminsRepository(inTx).setPassword(adminId, passwordHash);
      });
      if (!admin) throw badRequest(BAD_RESET_LINK, 'RESET_LINK_INVALID');
      return admin;
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
