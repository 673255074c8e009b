import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { createLoginThrottleRepository } from './login-throttle.repository';
import { throttleNetwork } from './throttle-network';

/** Ghost-like limits (SECURITY.md §3): per email and address, and a looser cap per address. */
export const THROTTLE = {
  freeFailures: 5,
  failureWindowMs: 15 * 60_000,
  firstBlockMs: 15 * 60_000,
  maxBlockMs: 24 * 60 * 60_000,
  attemptsPerIpPerHour: 100,
  /** A row nothing has touched for this long is deleted; it also forgets the doubling. */
  forgetAfterMs: 24 * 60 * 60_000,
  pruneEveryMs: 10 * 60_000,
} as const;

/** The lock-out in words, with the time left rounded up to whole minutes (contract 6). */
export function lockedOutMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Counters live in the database, so they hold across restarts and across several API instances.
 * Every password check is counted before it runs, in one statement whose row lock orders attempts
 * sent at once: only the first five ever reach argon2, the fifth starts the lock-out as it is
 * counted, and only a correct password (which deletes the row) lifts it early.
 * The per-email key includes the address, so nobody elsewhere can lock the real admin out.
 */
export function createLoginThrottle(db: Db, now: () => Date = () => new Date()) {
  const repo = createLoginThrottleRepository(db);
  let lastPrune = Number.NEGATIVE_INFINITY;

  function refuse(until: Date, current: Date): never {
    const seconds = Math.max(1, Math.ceil((until.getTime() - current.getTime()) / 1000));
    throw tooManyRequests(lockedOutMessage(seconds), seconds);
  }

  /** At most once every ten minutes per instance, so the table holds only what still counts. */
  async function prune(current: Date): Promise<void> {
    if (current.getTime() - lastPrune < THROTTLE.pruneEveryMs) return;
    lastPrune = current.getTime();
    await repo.pruneBefore(new Date(current.getTime() - THROTTLE.forgetAfterMs));
  }

  /** The looser cap against one address trying many emails: every attempt counts, whatever its outcome. */
  async function countAddress(network: string, current: Date): Promise<void> {
    const row = await repo.countInHour(`login-ip:${network}`, current);
    if (row && row.failures > THROTTLE.attemptsPerIpPerHour) {
      refuse(new Date(row.windowStart.getTime() + 60 * 60_000), current);
    }
  }

  /**
   * Counts one password check under `key` and refuses it past the free ones; each lock-out lasts
   * twice the one before, up to a day.
   */
  async function reserve(key: string, current: Date): Promise<void> {
    const row = await repo.countCheck(key, current, THROTTLE);
    if (row && row.failures > THROTTLE.freeFailures) {
      refuse(row.blockedUntil ?? new Date(current.getTime() + THROTTLE.firstBlockMs), current);
    }
  }

  const loginKey = (email: string, ip: string) => `login:${email}:${throttleNetwork(ip)}`;
  const currentPasswordKey = (adminId: string, ip: string) => `prev-pwd:${adminId}:${throttleNetwork(ip)}`;
  const { forget } = repo;

  return {
    /** Before a login's password is checked: counts it against the address, then the email from there. */
    async beginLogin(email: string, ip: string): Promise<void> {
      const current = now();
      await prune(current);
      await countAddress(throttleNetwork(ip), current);
      await reserve(loginKey(email, ip), current);
    },

    async loginSucceeded(email: string, ip: string): Promise<void> {
      await forget(loginKey(email, ip));
    },

    /** Before change-my-pwd checks the current password: the login's rule, per admin and address. */
    async beginCurrentPasswordCheck(adminId: string, ip: string): Promise<void> {
      const current = now();
      await prune(current);
      await reserve(currentPasswordKey(adminId, ip), current);
    },

    async currentPasswordMatched(adminId: string, ip: string): Promise<void> {
      await forget(currentPasswordKey(adminId, ip));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
