import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { addisDay } from './audience-event';

const HOUR_MS = 3_600_000;
/**
 * An hour is rolled up this long after it ends: a batch stamps its events with its start time and may
 * commit a moment after the hour is over.
 */
const ROLLUP_GRACE_MS = 5 * 60_000;
/** Hours rolled up by one pass; a pass after a long stop catches up over several runs. */
const ROLLUP_MAX_HOURS = 24 * 7;
/**
 * A pass's own statement budget, in place of the requests' few seconds: a busy station's week of raw
 * events takes longer than a request may to sum, and a pass that timed out would never catch up.
 */
const ROLLUP_STATEMENT_TIMEOUT = sql.raw(`SET LOCAL statement_timeout = '10min'`);
/** Months of partitions kept ready ahead of the clock, so no view ever lacks one to go in. */
export const PARTITIONS_AHEAD = 2;
const PARTITION_NAME = /^analytics_events_p(\d{4})(\d{2})$/;

/** Every dimension of the rollups' key, in its order. */
const DIMENSIONS = sql.raw(
  'target_kind, target, source, referrer, utm_source, utm_campaign, device, browser, os, lang, country, bot',
);

/**
 * The sums of a group of raw events, as the rollups hold them and the reads add up the hours not
 * rolled yet: an engaged event counts in `engaged` alone, never as a view.
 */
export const EVENT_SUMS = sql.raw(
  '(count(*) FILTER (WHERE NOT engaged))::int AS views, (count(*) FILTER (WHERE entry))::int AS visits, ' +
    '(count(*) FILTER (WHERE new_visitor))::int AS visitors, (count(*) FILTER (WHERE engaged))::int AS engaged',
);

/** The Addis Ababa days (UTC+3) whose last hour lies in [from, until). */
function completedDays(from: Date, until: Date): string[] {
  const days: string[] = [];
  for (let hour = from.getTime(); hour < until.getTime(); hour += HOUR_MS)
    if (new Date(hour + 4 * HOUR_MS).getUTCHours() === 0)
      days.push(new Date(hour + 3 * HOUR_MS).toISOString().slice(0, 10));
  return days;
}

/** The day after an ISO day (the days of a pass are consecutive, so the first and the next span them). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);

const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * The audience analytics' housekeeping (docs/analytics.md), run by the hourly job: partitions made
 * ahead, closed hours and days rolled up, raw months past their days dropped, past days' salts destroyed.
 */
export function createAudienceMaintenance(db: Db) {
  return {
    /** The partitions of the month of `since` and the PARTITIONS_AHEAD months after it. */
    async ensurePartitions(since: Date): Promise<void> {
      await db.execute(
        sql`SELECT analytics_ensure_partitions(${since}::timestamptz, ${PARTITIONS_AHEAD}::int)`,
      );
    },

    /**
     * Rolls up the hours closed since the last pass, and each Addis Ababa day whose last hour is among
     * them, in full and per single dimension (migration 0017), from the raw events: a rolled hour is rewritten whole, so a pass repeated after a crash
     * gives the same rows. One instance rolls at a time: it holds the state row (FOR UPDATE), and
     * another instance that finds it held skips the pass rather than waiting for it.
     */
    async rollUp(now: Date): Promise<{ from: Date; until: Date } | null> {
      return db.transaction(async (tx) => {
        const [state] = rowsOf<{ rolled_until: string | Date }>(
          await tx.execute(
            sql`SELECT rolled_until FROM analytics_rollup_state WHERE id = 1 FOR UPDATE SKIP LOCKED`,
          ),
        );
        if (!state) return null;
        const from = new Date(state.rolled_until);
        const closed = floorHour(new Date(now.getTime() - ROLLUP_GRACE_MS));
        const until = new Date(Math.min(closed.getTime(), from.getTime() + ROLLUP_MAX_HOURS * HOUR_MS));
        if (until <= from) return null;
        await tx.execute(ROLLUP_STATEMENT_TIMEOUT);
        await tx.execute(sql`DELETE FROM analytics_hourly WHERE hour >= ${from} AND hour < ${until}`);
        await tx.execute(sql`
          INSERT INTO analytics_hourly (hour, ${DIMENSIONS}, views, visits, visitors, engaged)
          SELECT date_trunc('hour', at), ${DIMENSIONS}, ${EVENT_SUMS}
          FROM analytics_events WHERE at >= ${from} AND at < ${until}
          GROUP BY date_trunc('hour', at), ${DIMENSIONS}`);
        await tx.execute(
          sql`SELECT analytics_sum_dimensions('analytics_hourly', ${from.toISOString()}, ${until.toISOString()})`,
        );
        // The days whose last hour was rolled by this pass (Addis Ababa midnight is 21:00 UTC).
        const days = completedDays(from, until);
        if (days.length > 0) {
          const list = sql.join(
            days.map((day) => sql`${day}::date`),
            sql`, `,
          );
          await tx.execute(sql`DELETE FROM analytics_daily WHERE day IN (${list})`);
          await tx.execute(sql`
            INSERT INTO analytics_daily (day, ${DIMENSIONS}, views, visits, visitors, engaged)
            SELECT ((hour + interval '3 hours') AT TIME ZONE 'UTC')::date, ${DIMENSIONS},
              sum(views), sum(visits), sum(visitors), sum(engaged)
            FROM analytics_hourly
            WHERE ((hour + interval '3 hours') AT TIME ZONE 'UTC')::date IN (${list})
            GROUP BY 1, ${DIMENSIONS}`);
          await tx.execute(
            sql`SELECT analytics_sum_dimensions('analytics_daily', ${days[0]}, ${nextDay(days.at(-1) ?? '')})`,
          );
          // The months whose last day this pass rolled, from the first of the first to the day after the last.
          const monthEnds = days.filter((day) => nextDay(day).endsWith('-01'));
          const [firstEnd] = monthEnds;
          const lastEnd = monthEnds.at(-1);
          if (firstEnd && lastEnd)
            await tx.execute(
              sql`SELECT analytics_sum_months(${`${firstEnd.slice(0, 8)}01`}::date, ${nextDay(lastEnd)}::date)`,
            );
        }
        await tx.execute(sql`UPDATE analytics_rollup_state SET rolled_until = ${until} WHERE id = 1`);
        return { from, until };
      });
    },

    /**
     * Drops the month partitions whose every event is older than `rawDays` and already rolled up;
     * the rollups stay. Returns the partitions dropped.
     */
    async dropOldRaw(now: Date, rawDays: number): Promise<string[]> {
      const keepFrom = now.getTime() - rawDays * 86_400_000;
      const [state] = rowsOf<{ rolled_until: string | Date }>(
        await db.execute(sql`SELECT rolled_until FROM analytics_rollup_state WHERE id = 1`),
      );
      const rolledUntil = state ? new Date(state.rolled_until).getTime() : 0;
      const partitions = rowsOf<{ name: string }>(
        await db.execute(sql`
          SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
          WHERE i.inhparent = 'analytics_events'::regclass`),
      );
      const dropped: string[] = [];
      for (const { name } of partitions) {
        const match = PARTITION_NAME.exec(name);
        if (!match) continue;
        const end = Date.UTC(Number(match[1]), Number(match[2]), 1);
        if (end > keepFrom || end > rolledUntil) continue;
        await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(name)}`);
        dropped.push(name);
      }
      return dropped;
    },

    /** Destroys the salts (and the first-visit and engaged marks) of every day before today in Addis Ababa. */
    async forgetPastDays(now: Date): Promise<void> {
      const today = addisDay(now);
      await db.execute(sql`DELETE FROM analytics_salts WHERE day < ${today}`);
      await db.execute(sql`DELETE FROM analytics_visitor_days WHERE day < ${today}`);
      await db.execute(sql`DELETE FROM analytics_engaged_days WHERE day < ${today}`);
    },
  };
}
export type AudienceMaintenance = ReturnType<typeof createAudienceMaintenance>;
