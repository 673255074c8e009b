import type {
  AddAdminInput,
  Admin,
  ChangeMyPwdInput,
  ChangeUserPwdInput,
  Language,
  LoginInput,
  LoginResponse,
  UpdateMeInput,
  UpdateUserInput,
} from '@station/domain';
import { SESSION_END_CODES } from '@station/domain';
import type { Db } from '../../db/client';
import { isCommonPassword } from '../../lib/common-passwords';
import { AppError, conflict, forbidden, invalidField, notFound, unauthorized } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import type { SessionLink } from '../../plugins/auth';
import {
  type AdminChange,
  changeOf,
  createdEvent,
  deletedEvent,
  editEvents,
  passwordEvent,
} from './admin-changes';
import { type AdminRow, type AdminsRepository, createAdminsRepository, toAdmin } from './admins.repository';
import type { LoginThrottle } from './login-throttle';
import { createPasswordResetsRepository } from './password-resets.repository';
import { createSessionsRepository } from './sessions.repository';

const LOGIN_FAILED = 'Incorrect email or password.';
const LAST_SUPER = 'At least one super administrator must remain.';
const EMAIL_TAKEN = 'An administrator with this email already exists.';
const OWN_PASSWORD =
  'To change your own password, use Change Password (change-my-pwd), which asks for your current password.';

interface Deps {
  db: Db;
  throttle: LoginThrottle;
  issueToken: (admin: { id: string; tokenVersion: number }, session: SessionLink) => string;
}

const BODY_ID_MISMATCH = 'The administrator id in the form does not match the address.';
const EMAIL_NEEDS_PASSWORD = 'Type your current password to change your email.';
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/** An edit that moved the sign-in email: the address it left is told (see admins.routes). */
export interface AdminEdit extends AdminChange {
  emailLeft?: { email: string; language: AdminRow['language'] };
}

/** `field` is where the console shows the sentence; `label` names that field in words. */
export function refuseCommon(password: string, field: 'password' | 'newPwd', label: string): void {
  if (isCommonPassword(password))
    throw invalidField(field, `${label} is too common; choose one that is harder to guess.`);
}

export function createAdminsService({ db, throttle, issueToken }: Deps) {
  const repo: AdminsRepository = createAdminsRepository(db);
  const resets = createPasswordResetsRepository(db);
  const sessions = createSessionsRepository(db);

  /** The caller's token after a change: the same session, its next link, the one before ended. */
  async function nextToken(admin: AdminRow, session: SessionLink): Promise<string> {
    const next = await sessions.next(session);
    if (!next) throw unauthorized('Your session has ended. Please log in again.', SESSION_END_CODES.expired);
    return issueToken(admin, next);
  }

  async function requireAdmin(id: string) {
    const row = await repo.findById(id);
    if (!row) throw notFound('The administrator');
    return row;
  }

  async function assertEmailFree(email: string, exceptId?: string): Promise<void> {
    const other = await repo.findByEmail(email);
    if (other && other.id !== exceptId) throw conflict(EMAIL_TAKEN);
  }

  /** The current password is guessed no more easily than at login: a stolen token is not enough. */
  async function checkCurrentPassword(admin: AdminRow, password: string, field: string, ip: string) {
    await throttle.beginCurrentPasswordCheck(admin.id, ip);
    if (!(await verifyPassword(admin.passwordHash, password)))
      throw invalidField(field, WRONG_CURRENT_PASSWORD);
    await throttle.currentPasswordMatched(admin.id, ip);
  }

  /**
   * A new password or email makes every pending reset link stale: one sent to an old address, or
   * asked before the change, must not undo it.
   */
  async function afterEdit(before: AdminRow, after: AdminRow | undefined): Promise<AdminEdit> {
    if (!after) throw notFound('The administrator');
    const change: AdminEdit = changeOf(after, editEvents(before, after));
    if (before.email !== after.email) {
      await resets.endFor(after.id);
      change.emailLeft = { email: before.email, language: before.language };
    }
    return change;
  }

  return {
    async login(input: LoginInput, ip: string): Promise<LoginResponse> {
      await throttle.beginLogin(input.email, ip);
      const row = await repo.findByEmail(input.email);
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!row || !ok) throw new AppError(401, LOGIN_FAILED, 'LOGIN_FAILED');
      await throttle.loginSucceeded(input.email, ip);
      return { ...toAdmin(row), token: issueToken(row, await sessions.start(row.id)) };
    },

    list: async (): Promise<Admin[]> => (await repo.list()).map(toAdmin),

    async add(input: AddAdminInput): Promise<AdminChange> {
      refuseCommon(input.password, 'password', 'This password');
      await assertEmailFree(input.email);
      const row = await repo.insert({
        name: input.name,
        email: input.email,
        role: input.role,
        canPublish: input.canPublish ?? false,
        passwordHash: await hashPassword(input.password),
      });
      // The unique index decides a race between two identical requests: the loser lands here.
      if (!row) throw conflict(EMAIL_TAKEN);
      return changeOf(row, [createdEvent(row)]);
    },

    async updateUser(id: string, input: UpdateUserInput): Promise<AdminEdit> {
      if (input.id !== undefined && input.id !== id) throw invalidField('id', BODY_ID_MISMATCH);
      const before = await requireAdmin(id);
      await assertEmailFree(input.email, id);
      const row = await repo.withSuperLock(async (tx, superIds) => {
        if (input.role !== 'super' && superIds.length === 1 && superIds[0] === id) throw conflict(LAST_SUPER);
        return createAdminsRepository(tx).update(id, {
          name: input.name,
          email: input.email,
          role: input.role,
          ...(input.canPublish !== undefined ? { canPublish: input.canPublish } : {}),
        });
      });
      return afterEdit(before, row);
    },

    /** A super resets someone else's password; their own goes through change-my-pwd and its checks. */
    async changeUserPassword(id: string, input: ChangeUserPwdInput, callerId: string): Promise<AdminChange> {
      if (input.id !== undefined && input.id !== id) throw invalidField('id', BODY_ID_MISMATCH);
      if (id === callerId) throw forbidden(OWN_PASSWORD);
      refuseCommon(input.password, 'password', 'This password');
      await requireAdmin(id);
      const row = await repo.setPassword(id, await hashPassword(input.password));
      if (!row) throw notFound('The administrator');
      await resets.endFor(id);
      return changeOf(row, [passwordEvent(row, 'password-set')]);
    },

    /**
     * The caller keeps working with the token it gets back; every older token of theirs stops working.
     * It takes the current password: a stolen token is not enough.
     */
    async changeMyPassword(
      id: string,
      input: ChangeMyPwdInput,
      ip: string,
      session: SessionLink,
    ): Promise<AdminChange & { token: string }> {
      const current = await requireAdmin(id);
      await checkCurrentPassword(current, input.prevPwd, 'prevPwd', ip);
      refuseCommon(input.newPwd, 'newPwd', 'This password');
      const row = await repo.setPassword(id, await hashPassword(input.newPwd));
      if (!row) throw unauthorized();
      await resets.endFor(id);
      return {
        ...changeOf(row, [passwordEvent(row, 'password-changed')]),
        token: await nextToken(row, session),
      };
    },

    async logout(id: string): Promise<void> {
      await repo.endSessions(id);
      await sessions.endAll(id);
    },

    /** A fresh token for a session still within its seven days; the token it replaces stops working. */
    refresh: async (id: string, session: SessionLink): Promise<string> =>
      nextToken(await requireAdmin(id), session),

    async getMe(id: string) {
      const row = await requireAdmin(id);
      return { name: row.name, email: row.email };
    },

    /** A new sign-in email takes the current password: a session alone does not move the account. */
    async updateMe(id: string, input: UpdateMeInput, ip: string): Promise<AdminEdit> {
      const before = await requireAdmin(id);
      if (input.email !== before.email) {
        if (!input.currentPwd) throw invalidField('currentPwd', EMAIL_NEEDS_PASSWORD);
        await checkCurrentPassword(before, input.currentPwd, 'currentPwd', ip);
        await assertEmailFree(input.email, id);
      }
      return afterEdit(before, await repo.update(id, { name: input.name, email: input.email }));
    },

    async setLanguage(id: string, language: Language): Promise<AdminChange> {
      const before = await requireAdmin(id);
      return afterEdit(before, await repo.update(id, { language }));
    },

    async remove(id: string): Promise<AdminChange> {
      const row = await repo.withSuperLock(async (tx, superIds) => {
        const target = await createAdminsRepository(tx).findById(id);
        if (!target) throw notFound('The administrator');
        if (target.role === 'super' && superIds.length === 1) throw conflict(LAST_SUPER);
        await createAdminsRepository(tx).remove(id);
        return target;
      });
      return changeOf(row, [deletedEvent(row)]);
    },

    /** First start: the operator's super administrator, or the documented demo one in development. */
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
