import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Audience analytics (migrations 0015 to 0017, docs/analytics.md). */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const at = (name: string) => timestamp(name, { withTimezone: true }).notNull();

export const analyticsNames = pgTable(
  'analytics_names',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: smallint('kind').notNull(),
    value: text('value').notNull(),
  },
  (table) => [uniqueIndex('analytics_names_kind_value_idx').on(table.kind, table.value)],
);

export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: bytea('salt').notNull(),
});

export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    day: date('day').notNull(),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);

/** Which readers read which article engaged on a day: each counts once however many beacons arrive. */
export const analyticsEngagedDays = pgTable(
  'analytics_engaged_days',
  {
    day: date('day').notNull(),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
    target: integer('target').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor, table.target] })],
);

/** The dimensions every event and rollup row carries, in the rollups' key order. */
const dimensions = () => ({
  target: integer('target').notNull().default(0),
  referrer: integer('referrer').notNull().default(0),
  utmSource: integer('utm_source').notNull().default(0),
  utmCampaign: integer('utm_campaign').notNull().default(0),
  browser: integer('browser').notNull().default(0),
  os: integer('os').notNull().default(0),
  targetKind: smallint('target_kind').notNull().default(0),
  source: smallint('source').notNull().default(0),
  device: smallint('device').notNull().default(0),
  lang: smallint('lang').notNull().default(0),
  country: smallint('country').notNull().default(0),
  bot: boolean('bot').notNull().default(false),
});

/** Partitioned by month in SQL; Drizzle reads and writes the parent. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    at: at('at'),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
    ...dimensions(),
    entry: boolean('entry').notNull().default(false),
    newVisitor: boolean('new_visitor').notNull().default(false),
    /** A reader stayed with the article: counted in `engaged`, never as a page view. */
    engaged: boolean('engaged').notNull().default(false),
  },
  (table) => [index('analytics_events_at_idx').using('brin', table.at)],
);

const sums = () => ({
  views: integer('views').notNull(),
  visits: integer('visits').notNull(),
  visitors: integer('visitors').notNull(),
  engaged: integer('engaged').notNull().default(0),
});

export const analyticsHourly = pgTable(
  'analytics_hourly',
  { hour: at('hour'), ...dimensions(), ...sums() },
  (table) => [
    primaryKey({
      columns: [
        table.hour,
        table.targetKind,
        table.target,
        table.source,
        table.referrer,
        table.utmSource,
        table.utmCampaign,
        table.device,
        table.browser,
        table.os,
        table.lang,
        table.country,
        table.bot,
      ],
    }),
    index('analytics_hourly_target_idx').on(table.target, table.hour),
  ],
);

export const analyticsDaily = pgTable(
  'analytics_daily',
  { day: date('day').notNull(), ...dimensions(), ...sums() },
  (table) => [
    primaryKey({
      columns: [
        table.day,
        table.targetKind,
        table.target,
        table.source,
        table.referrer,
        table.utmSource,
        table.utmCampaign,
        table.device,
        table.browser,
        table.os,
        table.lang,
        table.country,
        table.bot,
      ],
    }),
    index('analytics_daily_target_idx').on(table.target, table.day),
  ],
);

/** The sums of one dimension's value in a bucket, within its page kind (migration 0017). */
const narrowSums = () => ({
  dimension: smallint('dimension').notNull(),
  key: integer('key').notNull(),
  targetKind: smallint('target_kind').notNull(),
  bot: boolean('bot').notNull(),
  views: integer('views').notNull(),
  visits: integer('visits').notNull(),
  visitors: integer('visitors').notNull(),
  engaged: integer('engaged').notNull(),
});

/**
 * Each hour, day and month summed per single dimension (0 the total, then the DIMENSION_COLUMNS of the
 * reads in their order), every row within its page kind: what the console's one-dimension questions read.
 */
export const analyticsHourlySums = pgTable(
  'analytics_hourly_sums',
  { hour: at('hour'), ...narrowSums() },
  (table) => [
    primaryKey({ columns: [table.dimension, table.hour, table.targetKind, table.key, table.bot] }),
    index('analytics_hourly_sums_key_idx').on(table.dimension, table.key, table.hour),
  ],
);

export const analyticsDailySums = pgTable(
  'analytics_daily_sums',
  { day: date('day').notNull(), ...narrowSums() },
  (table) => [
    primaryKey({ columns: [table.dimension, table.day, table.targetKind, table.key, table.bot] }),
    index('analytics_daily_sums_key_idx').on(table.dimension, table.key, table.day),
  ],
);

export const analyticsMonthlySums = pgTable(
  'analytics_monthly_sums',
  { month: date('month').notNull(), ...narrowSums() },
  (table) => [
    primaryKey({ columns: [table.dimension, table.month, table.targetKind, table.key, table.bot] }),
    index('analytics_monthly_sums_key_idx').on(table.dimension, table.key, table.month),
  ],
);

export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: smallint('id').primaryKey(),
  rolledUntil: at('rolled_until'),
});
