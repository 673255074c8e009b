import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

const table = loginThrottle;

/** The rules a counted password check is held to (THROTTLE in login-throttle.ts). */
export interface CheckRules {
  freeFailures: number;
  failureWindowMs: number;
  firstBlockMs: number;
  maxBlockMs: number;
}

/** The throttle's counters, one row per key, each changed in one statement so attempts sent at once queue. */
export function createLoginThrottleRepository(db: Db) {
  return {
    /** Deletes the rows nothing has touched since `cutoff`. */
    async pruneBefore(cutoff: Date): Promise<void> {
      await db.delete(table).where(sql`coalesce(${table.blockedUntil}, ${table.windowStart}) < ${cutoff}`);
    },

    /** Counts one attempt under `key` in an hour's window, a new window once the last is an hour old. */
    async countInHour(key: string, current: Date) {
      const hourAgo = new Date(current.getTime() - 60 * 60_000);
      const [row] = await db
        .insert(table)
        .values({ key, failures: 1, windowStart: current })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            failures: sql`CASE WHEN ${table.windowStart} < ${hourAgo} THEN 1 ELSE ${table.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${table.windowStart} < ${hourAgo} THEN ${current} ELSE ${table.windowStart} END`,
          },
        })
        .returning();
      return row;
    },

    /**
     * Counts one password check under `key`. The count goes on during a lock-out (so those attempts
     * stay refused); a lock-out that has ended, or a quiet window, starts it again from one. The last
     * free failure starts a lock-out twice as long as the one before, up to the longest.
     */
    async countCheck(key: string, current: Date, rules: CheckRules) {
      const windowAgo = new Date(current.getTime() - rules.failureWindowMs);
      const locked = sql`coalesce(${table.blockedUntil} > ${current}, false)`;
      const fresh = sql`(${table.blockedUntil} IS NOT NULL OR ${table.windowStart} < ${windowAgo})`;
      const lastFree = sql`(NOT ${fresh} AND ${table.failures} + 1 >= ${rules.freeFailures})`;
      const lockOutEnd = sql`${current}::timestamptz + least(${rules.firstBlockMs} * power(2, ${table.strikes}), ${rules.maxBlockMs}) * interval '1 millisecond'`;
      const [row] = await db
        .insert(table)
        .values({ key, failures: 1, windowStart: current })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            // During a lock-out the count stays past the free ones, even on a row an older version reset.
            failures: sql`CASE WHEN ${locked} THEN greatest(${table.failures}, ${rules.freeFailures}) + 1 WHEN ${fresh} THEN 1 ELSE ${table.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${locked} OR NOT ${fresh} THEN ${table.windowStart} ELSE ${current} END`,
            blockedUntil: sql`CASE WHEN ${locked} THEN ${table.blockedUntil} WHEN ${lastFree} THEN ${lockOutEnd} ELSE NULL END`,
            strikes: sql`CASE WHEN NOT ${locked} AND ${lastFree} THEN ${table.strikes} + 1 ELSE ${table.strikes} END`,
          },
        })
        .returning();
      return row;
    },

    async forget(key: string): Promise<void> {
      await db.delete(table).where(eq(table.key, key));
    },
  };
}
