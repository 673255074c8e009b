import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';
import { tooManyRequests } from '../../lib/errors';

/** Ghost-like limits (SECURITY.md §3): per email and address, and a looser cap per address. */
export const THROTTLE = {
  freeFailures: 5,
  failureWindowMs: 15 * 60_000,
  firstBlockMs: 15 * 60_000,
  maxBlockMs: 24 * 60 * 60_000,
  attemptsPerIpPerHour: 100,
} as const;

/** The lock-out in words, with the time left rounded up to whole minutes (contract 6). */
export function lockedOutMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Counters live in the database, so they hold across restarts and across several API instances.
 * The per-email key includes the address, so nobody elsewhere can lock the real admin out.
 */
export function createLoginThrottle(db: Db, now: () => Date = () => new Date()) {
  const emailKey = (email: string, ip: string) => `login:${email}:${ip}`;
  const ipKey = (ip: string) => `login-ip:${ip}`;

  async function read(key: string) {
    return (await db.select().from(loginThrottle).where(eq(loginThrottle.key, key)))[0];
  }

  function refuse(until: Date): never {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 1000));
    throw tooManyRequests(lockedOutMessage(seconds), seconds);
  }

  return {
    /** Counts the attempt against the address and refuses when either limit is reached. */
    async check(email: string, ip: string): Promise<void> {
      const current = now();
      const blocked = await read(emailKey(email, ip));
      if (blocked?.blockedUntil && blocked.blockedUntil > current) refuse(blocked.blockedUntil);
      const hourAgo = new Date(current.getTime() - 60 * 60_000);
      const [row] = await db
        .insert(loginThrottle)
        .values({ key: ipKey(ip), failures: 1, windowStart: current })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`CASE WHEN ${loginThrottle.windowStart} < ${hourAgo} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${loginThrottle.windowStart} < ${hourAgo} THEN ${current} ELSE ${loginThrottle.windowStart} END`,
          },
        })
        .returning();
      if (row && row.failures > THROTTLE.attemptsPerIpPerHour) {
        refuse(new Date(row.windowStart.getTime() + 60 * 60_000));
      }
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const current = now();
      const windowAgo = new Date(current.getTime() - THROTTLE.failureWindowMs);
      const [row] = await db
        .insert(loginThrottle)
        .values({ key: emailKey(email, ip), failures: 1, windowStart: current })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`CASE WHEN ${loginThrottle.windowStart} < ${windowAgo} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${loginThrottle.windowStart} < ${windowAgo} THEN ${current} ELSE ${loginThrottle.windowStart} END`,
          },
        })
        .returning();
      if (row && row.failures >= THROTTLE.freeFailures) {
        // Each block lasts twice the one before, up to a day, until a successful login resets it.
        const blockMs = Math.min(THROTTLE.firstBlockMs * 2 ** row.strikes, THROTTLE.maxBlockMs);
        await db
          .update(loginThrottle)
          .set({ blockedUntil: new Date(current.getTime() + blockMs), strikes: row.strikes + 1, failures: 0 })
          .where(eq(loginThrottle.key, row.key));
      }
    },

    async recordSuccess(email: string, ip: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, emailKey(email, ip)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
