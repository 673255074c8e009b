import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { EVENT_SUMS } from './audience.maintenance';

/** The event columns a filter or a breakdown names, by the domain's dimension names. */
export const DIMENSION_COLUMNS = {
  targetKind: 'target_kind',
  target: 'target',
  source: 'source',
  referrer: 'referrer',
  utmSource: 'utm_source',
  utmCampaign: 'utm_campaign',
  device: 'device',
  browser: 'browser',
  os: 'os',
  lang: 'lang',
} as const;
export type DimensionColumn = (typeof DIMENSION_COLUMNS)[keyof typeof DIMENSION_COLUMNS];

/** A filter as stored numbers: every column named must equal its code or name id. */
export type CodedFilters = Partial<Record<DimensionColumn, number>>;

export interface Span {
  from: Date;
  to: Date;
}

/** How a fact's bucket is grouped: by UTC hour, or by the Addis Ababa day, week or month. */
export type Grouping = 'hour' | 'day' | 'week' | 'month';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Addis Ababa midnight in UTC, as an offset into the UTC day. */
const ADDIS_MIDNIGHT_MS = 21 * HOUR_MS;

const addisDayStartAtOrAfter = (at: number) =>
  Math.ceil((at - ADDIS_MIDNIGHT_MS) / DAY_MS) * DAY_MS + ADDIS_MIDNIGHT_MS;
const addisDayStartAtOrBefore = (at: number) =>
  Math.floor((at - ADDIS_MIDNIGHT_MS) / DAY_MS) * DAY_MS + ADDIS_MIDNIGHT_MS;
const isoDay = (at: number) => new Date(at + 3 * HOUR_MS).toISOString().slice(0, 10);

/**
 * Each dimension's number in the narrow sums (migration 0017); 0 there is the bucket's total. The
 * narrow sums keep every row's page kind, so a filter by kind is free on top of one other dimension.
 */
const SUM_DIMENSIONS: Record<DimensionColumn, number> = {
  target_kind: 1,
  target: 2,
  source: 3,
  referrer: 4,
  utm_source: 5,
  utm_campaign: 6,
  device: 7,
  browser: 8,
  os: 9,
  lang: 10,
};

/** The sums a series point or a breakdown row adds up from the facts. */
const SUMS = sql.raw(
  'sum(views)::int AS views, sum(visits)::int AS visits, sum(visitors)::int AS visitors, ' +
    'sum(engaged)::int AS engaged',
);
const FACT_SUMS = sql.raw('bot, views, visits, visitors, engaged');
interface Sums {
  views: number;
  visits: number;
  visitors: number;
  engaged: number;
}

/** The coarsest rollup a question may read: an hourly series hours, one by day or week days. */
export type Grain = 'hour' | 'day' | 'month';

/** Addis Ababa month starts, from an Addis Ababa midnight: the first at or after it, the last at or before. */
const addisMonthStartAtOrAfter = (at: number) => {
  const day = new Date(at + 3 * HOUR_MS);
  return day.getUTCDate() === 1 ? at : Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1) - 3 * HOUR_MS;
};
const addisMonthStartAtOrBefore = (at: number) => {
  const day = new Date(at + 3 * HOUR_MS);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1) - 3 * HOUR_MS;
};

/**
 * Where each part of a span is read from: whole Addis Ababa months already rolled up from the monthly
 * sums (when the question may read them), other whole days from the daily rollup, other rolled hours
 * from the hourly one, and only what is not rolled up yet (the current hour or so) from the raw events.
 */
export function planSpan(span: Span, rolledUntil: Date, coarsest: Grain) {
  const from = span.from.getTime();
  const to = span.to.getTime();
  const rolledEnd = Math.max(from, Math.min(to, rolledUntil.getTime()));
  let daysFrom = addisDayStartAtOrAfter(from);
  let daysTo = addisDayStartAtOrBefore(rolledEnd);
  if (coarsest === 'hour' || daysTo <= daysFrom) {
    daysFrom = rolledEnd;
    daysTo = rolledEnd;
  }
  let monthsFrom = daysTo;
  let monthsTo = daysTo;
  if (coarsest === 'month' && daysTo > daysFrom) {
    const first = addisMonthStartAtOrAfter(daysFrom);
    const last = addisMonthStartAtOrBefore(daysTo);
    if (last > first) {
      monthsFrom = first;
      monthsTo = last;
    }
  }
  const dayRange = ([start, end]: [number, number]) => ({ from: isoDay(start), to: isoDay(end) });
  return {
    hours: [
      { from, to: Math.min(daysFrom, rolledEnd) },
      { from: Math.max(daysTo, from), to: rolledEnd },
    ].filter((part) => part.to > part.from),
    days: (monthsTo > monthsFrom
      ? ([
          [daysFrom, monthsFrom],
          [monthsTo, daysTo],
        ] as [number, number][])
      : ([[daysFrom, daysTo]] as [number, number][])
    )
      .filter(([start, end]) => end > start)
      .map(dayRange),
    months: monthsTo > monthsFrom ? dayRange([monthsFrom, monthsTo]) : null,
    raw: rolledEnd < to ? { from: rolledEnd, to } : null,
  };
}

function where(filters: CodedFilters): SQL {
  const parts = Object.entries(filters).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  return parts.length === 0 ? sql`TRUE` : sql.join(parts, sql` AND `);
}

/**
 * Which rows of the narrow sums (analytics_hourly_sums, analytics_daily_sums) answer the question, or
 * null when they cannot: they hold one dimension at a time, so a question may name one dimension besides
 * the page kind (a filter, a breakdown, or a breakdown by the dimension it is filtered by).
 */
function narrowRows(filters: CodedFilters, column: DimensionColumn | null): SQL | null {
  const { target_kind: kind, ...others } = filters;
  const named = Object.entries(others) as [DimensionColumn, number][];
  const [first] = named;
  if (named.length > 1 || (first && column !== null && column !== first[0])) return null;
  const one = first
    ? sql`dimension = ${SUM_DIMENSIONS[first[0]]} AND key = ${first[1]}`
    : sql`dimension = ${column === null ? 0 : SUM_DIMENSIONS[column]}`;
  return kind === undefined ? one : sql`${one} AND target_kind = ${kind}`;
}

export function createAudienceRepository(db: Db) {
  /**
   * The facts of a span: one row per bucket, key (the value of `column`, or 0) and bot, from the
   * rollups and the raw edges.
   */
  async function facts(
    span: Span,
    filters: CodedFilters,
    grouping: Grouping | null,
    column: DimensionColumn | null,
  ): Promise<SQL> {
    const [state] = rowsOf<{ rolled_until: string | Date }>(
      await db.execute(sql`SELECT rolled_until FROM analytics_rollup_state WHERE id = 1`),
    );
    const narrow = narrowRows(filters, column);
    // Months are only summed narrowly, and a series by day or week needs its days.
    const coarsest: Grain =
      grouping === 'hour' ? 'hour' : narrow && (grouping === null || grouping === 'month') ? 'month' : 'day';
    const plan = planSpan(span, new Date(state?.rolled_until ?? 0), coarsest);
    const match = where(filters);
    const key = column === null ? sql`0` : sql.identifier(column);
    /** One rollup's rows in a span: its narrow sums where they answer, else the full rollup. */
    const rollup = (table: 'analytics_hourly' | 'analytics_daily', bucket: SQL, within: SQL) =>
      narrow
        ? sql`SELECT ${bucket} AS bucket, key, ${FACT_SUMS} FROM ${sql.identifier(`${table}_sums`)}
            WHERE ${within} AND ${narrow}`
        : sql`SELECT ${bucket} AS bucket, ${key} AS key, ${FACT_SUMS} FROM ${sql.identifier(table)}
            WHERE ${within} AND ${match}`;
    const parts: SQL[] = plan.hours.map((part) =>
      rollup(
        'analytics_hourly',
        sql`hour`,
        sql`hour >= ${new Date(part.from)} AND hour < ${new Date(part.to)}`,
      ),
    );
    for (const days of plan.days)
      parts.push(
        rollup(
          'analytics_daily',
          sql`(day::timestamp AT TIME ZONE 'UTC') - interval '3 hours'`,
          sql`day >= ${days.from}::date AND day < ${days.to}::date`,
        ),
      );
    if (plan.months && narrow)
      parts.push(sql`
        SELECT (month::timestamp AT TIME ZONE 'UTC') - interval '3 hours' AS bucket, key, ${FACT_SUMS}
        FROM analytics_monthly_sums
        WHERE month >= ${plan.months.from}::date AND month < ${plan.months.to}::date AND ${narrow}`);
    if (plan.raw)
      parts.push(sql`
        SELECT date_trunc('hour', at) AS bucket, ${key} AS key, bot, ${EVENT_SUMS}
        FROM analytics_events
        WHERE at >= ${new Date(plan.raw.from)} AND at < ${new Date(plan.raw.to)} AND ${match}
        GROUP BY 1, 2, 3`);
    // A span is never empty (audiencePeriodSchema), so at least one part reads it.
    return sql.join(parts, sql` UNION ALL `);
  }

  return {
    /** The name ids of the strings a filter names, by kind (see record-views.sql.ts for the kinds). */
    async nameIds(wanted: { kind: number; value: string }[]): Promise<Map<string, number>> {
      if (wanted.length === 0) return new Map();
      const rows = rowsOf<{ id: number; kind: number; value: string }>(
        await db.execute(sql`
          SELECT id, kind, value FROM analytics_names
          WHERE (kind, value) IN (${sql.join(
            wanted.map(({ kind, value }) => sql`(${kind}::smallint, ${value})`),
            sql`, `,
          )})`),
      );
      return new Map(rows.map((row) => [`${row.kind}:${row.value}`, row.id]));
    },

    async names(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = rowsOf<{ id: number; value: string }>(
        await db.execute(
          sql`SELECT id, value FROM analytics_names WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`,
        ),
      );
      return new Map(rows.map((row) => [row.id, row.value]));
    },

    /** The titles of the articles, or the names of the programs, the ids name; unknown ids are left out. */
    async titles(kind: 'article' | 'program', ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = rowsOf<{ id: string; title: string }>(
        await db.execute(
          kind === 'article'
            ? sql`SELECT id::text AS id, title FROM posts WHERE id::text IN (${list})`
            : sql`SELECT id::text AS id, name AS title FROM programs WHERE id::text IN (${list})`,
        ),
      );
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    async totals(span: Span, filters: CodedFilters) {
      const [row] = rowsOf<
        Record<'views' | 'visits' | 'visitors' | 'engaged' | 'bot_views', string | number | null>
      >(
        await db.execute(sql`
          SELECT sum(views) FILTER (WHERE NOT bot) AS views, sum(visits) FILTER (WHERE NOT bot) AS visits,
            sum(visitors) FILTER (WHERE NOT bot) AS visitors, sum(engaged) FILTER (WHERE NOT bot) AS engaged,
            sum(views) FILTER (WHERE bot) AS bot_views
          FROM (${await facts(span, filters, null, null)}) AS f`),
      );
      return {
        views: Number(row?.views ?? 0),
        visits: Number(row?.visits ?? 0),
        visitors: Number(row?.visitors ?? 0),
        engaged: Number(row?.engaged ?? 0),
        botViews: Number(row?.bot_views ?? 0),
      };
    },

    /** Sums by bucket; a bucket is named by its UTC hour, or by its Addis Ababa day, week or month start. */
    async series(span: Span, filters: CodedFilters, grouping: Grouping) {
      const bucket =
        grouping === 'hour'
          ? sql`to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"')`
          : sql`to_char(date_trunc(${grouping}, (bucket + interval '3 hours') AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
      return rowsOf<{ bucket: string } & Sums>(
        await db.execute(sql`
          SELECT ${bucket} AS bucket, ${SUMS}
          FROM (${await facts(span, filters, grouping, null)}) AS f
          WHERE NOT bot GROUP BY 1 ORDER BY 1`),
      );
    },

    async breakdown(span: Span, filters: CodedFilters, column: DimensionColumn, limit: number) {
      return rowsOf<{ key: number } & Sums>(
        await db.execute(sql`
          SELECT key, ${SUMS}
          FROM (${await facts(span, filters, null, column)}) AS f
          WHERE NOT bot GROUP BY 1 ORDER BY views DESC, key LIMIT ${limit}`),
      );
    },
  };
}
export type AudienceRepository = ReturnType<typeof createAudienceRepository>;
