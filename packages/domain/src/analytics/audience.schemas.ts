import { z } from 'zod';
import { bodySchema } from '../common/text.schemas';

/**
 * Audience analytics (docs/analytics.md): the codes an event is stored with and the questions the
 * console may ask of them. A code is an event column's number; its position in these lists is its code.
 */

/** What kind of page was read; the target is the article, category or program it names. */
export const AUDIENCE_TARGET_KINDS = ['page', 'article', 'category', 'program', 'live'] as const;
export type AudienceTargetKind = (typeof AUDIENCE_TARGET_KINDS)[number];

/** Where the visit came from: the referring site's class, or the `utm_source` the station's links carry. */
export const AUDIENCE_SOURCES = [
  'direct',
  'search',
  'telegram',
  'facebook',
  'whatsapp',
  'newsletter',
  'other',
  'internal',
] as const;
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number];

export const AUDIENCE_DEVICES = ['unknown', 'desktop', 'mobile', 'tablet', 'tv'] as const;
export type AudienceDevice = (typeof AUDIENCE_DEVICES)[number];

/** The interface language the page was read in; `unknown` when the page did not say. */
export const AUDIENCE_LANGUAGES = ['unknown', 'en', 'am'] as const;
export type AudienceLanguage = (typeof AUDIENCE_LANGUAGES)[number];

export const AUDIENCE_GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type AudienceGranularity = (typeof AUDIENCE_GRANULARITIES)[number];

/** The dimensions a breakdown can group by and a filter can name. */
export const AUDIENCE_DIMENSIONS = [
  'targetKind',
  'target',
  'source',
  'referrer',
  'utmSource',
  'utmCampaign',
  'device',
  'browser',
  'os',
  'lang',
] as const;
export type AudienceDimension = (typeof AUDIENCE_DIMENSIONS)[number];

/** The longest period one question may span: three years of daily rollups. */
export const AUDIENCE_PERIOD_MAX_DAYS = 1100;
/** Points a series may have; an hourly series is therefore at most six weeks long. */
export const AUDIENCE_SERIES_MAX_POINTS = 1100;
export const AUDIENCE_BREAKDOWN_MAX_ROWS = 100;
/** The longest text a filter may name (a referring domain is at most 253 characters). */
const FILTER_VALUE_MAX = 253;

const filterValue = z
  .string({ error: 'A filter names a value.' })
  .min(1, { error: 'A filter names a value.' })
  .max(FILTER_VALUE_MAX, { error: 'A filter value is too long.' });

const audienceFiltersShape = {
  targetKind: z
    .enum(AUDIENCE_TARGET_KINDS, { error: 'The page kind is not one the analytics know.' })
    .optional(),
  /** The article or program id, the category name or the page path, with targetKind. */
  target: filterValue.optional(),
  source: z.enum(AUDIENCE_SOURCES, { error: 'The source is not one the analytics know.' }).optional(),
  referrer: filterValue.optional(),
  utmSource: filterValue.optional(),
  utmCampaign: filterValue.optional(),
  device: z.enum(AUDIENCE_DEVICES, { error: 'The device is not one the analytics know.' }).optional(),
  browser: filterValue.optional(),
  os: filterValue.optional(),
  lang: z.enum(AUDIENCE_LANGUAGES, { error: 'The language must be en, am or unknown.' }).optional(),
};

const TARGET_NEEDS_KIND = 'A target is named with its kind.';
export const audienceFiltersSchema = z
  .strictObject(audienceFiltersShape)
  .refine((filters) => filters.target === undefined || filters.targetKind !== undefined, {
    error: TARGET_NEEDS_KIND,
    path: ['target'],
  });
export type AudienceFilters = z.infer<typeof audienceFiltersSchema>;

const HOUR_MS = 3_600_000;

/**
 * A period is whole hours, `from` included and `to` excluded, at most AUDIENCE_PERIOD_MAX_DAYS long.
 * Days, weeks and months are counted on the Addis Ababa clock.
 */
export const audiencePeriodSchema = z
  .strictObject({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine(({ from, to }) => Date.parse(from) % HOUR_MS === 0 && Date.parse(to) % HOUR_MS === 0, {
    error: 'A period starts and ends on a whole hour.',
  })
  .refine(({ from, to }) => Date.parse(to) > Date.parse(from), { error: 'A period ends after it starts.' })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= AUDIENCE_PERIOD_MAX_DAYS * 24 * HOUR_MS, {
    error: `A period is at most ${AUDIENCE_PERIOD_MAX_DAYS} days long.`,
  });
export type AudiencePeriod = z.infer<typeof audiencePeriodSchema>;

export const audienceQuestionSchema = z.strictObject({
  period: audiencePeriodSchema,
  filters: audienceFiltersSchema.default({}),
});
export type AudienceQuestion = z.input<typeof audienceQuestionSchema>;

export const audienceSeriesQuestionSchema = audienceQuestionSchema
  .extend({ granularity: z.enum(AUDIENCE_GRANULARITIES) })
  .refine(
    ({ period, granularity }) =>
      granularity !== 'hour' ||
      (Date.parse(period.to) - Date.parse(period.from)) / HOUR_MS <= AUDIENCE_SERIES_MAX_POINTS,
    { error: `An hourly series has at most ${AUDIENCE_SERIES_MAX_POINTS} points.` },
  );
export type AudienceSeriesQuestion = z.input<typeof audienceSeriesQuestionSchema>;

export const audienceBreakdownQuestionSchema = audienceQuestionSchema.extend({
  dimension: z.enum(AUDIENCE_DIMENSIONS),
  limit: z.number().int().min(1).max(AUDIENCE_BREAKDOWN_MAX_ROWS).default(20),
});
export type AudienceBreakdownQuestion = z.input<typeof audienceBreakdownQuestionSchema>;

export const audienceTotalsSchema = z.object({
  visitors: z.number().int(),
  visits: z.number().int(),
  views: z.number().int(),
  /** Readers who read an article engaged: each reader counts once a day for each article. */
  engaged: z.number().int(),
  /** Pages opened by known bots and crawlers in the period, counted apart from everything above. */
  botViews: z.number().int(),
});
export type AudienceTotals = z.infer<typeof audienceTotalsSchema>;

const isoTime = (what: string) =>
  z.iso.datetime({ offset: true, error: `The ${what} of the period must be a date and time.` });

/**
 * The analytics routes' query string: the period, what to group by, and any filter, flat. The same
 * bounds as the questions above apply.
 */
export const audienceRequestQuerySchema = bodySchema({
  from: isoTime('start'),
  to: isoTime('end'),
  granularity: z
    .enum(AUDIENCE_GRANULARITIES, { error: 'The granularity must be hour, day, week or month.' })
    .optional(),
  dimension: z
    .enum(AUDIENCE_DIMENSIONS, { error: 'The breakdown is not one the analytics know.' })
    .optional(),
  limit: z.coerce
    .number({ error: `The limit must be a number from 1 to ${AUDIENCE_BREAKDOWN_MAX_ROWS}.` })
    .int({ error: `The limit must be a number from 1 to ${AUDIENCE_BREAKDOWN_MAX_ROWS}.` })
    .min(1, { error: `The limit must be a number from 1 to ${AUDIENCE_BREAKDOWN_MAX_ROWS}.` })
    .max(AUDIENCE_BREAKDOWN_MAX_ROWS, {
      error: `The limit must be a number from 1 to ${AUDIENCE_BREAKDOWN_MAX_ROWS}.`,
    })
    .optional(),
  ...audienceFiltersShape,
}).superRefine((query, context) => {
  const checks: z.ZodSafeParseResult<unknown>[] = [
    audiencePeriodSchema.safeParse({ from: query.from, to: query.to }),
    audienceFiltersSchema.safeParse({ target: query.target, targetKind: query.targetKind }),
  ];
  if (query.granularity)
    checks.push(
      audienceSeriesQuestionSchema.safeParse({
        period: { from: query.from, to: query.to },
        granularity: query.granularity,
      }),
    );
  for (const check of checks)
    for (const issue of check.success ? [] : check.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(-1) });
});
export type AudienceRequestQuery = z.infer<typeof audienceRequestQuerySchema>;

const pointSchema = z.object({
  /** An hour (`2026-03-02T06:00:00Z`) or the first day of a day, week or month (`2026-03-02`). */
  bucket: z.string(),
  views: z.number().int(),
  visits: z.number().int(),
  visitors: z.number().int(),
  engaged: z.number().int(),
});
export const audienceComparedTotalsSchema = z.object({
  current: audienceTotalsSchema,
  previous: audienceTotalsSchema,
});
export const audienceSeriesSchema = z.object({
  current: z.array(pointSchema),
  previous: z.array(pointSchema),
});
export const audienceBreakdownSchema = z.array(
  z.object({
    /** The code's name or the stored string; '' for none (a direct visit names no referrer). */
    key: z.string(),
    /** The article's title or the program's name, when the rows are articles or programs. */
    title: z.string().optional(),
    views: z.number().int(),
    visits: z.number().int(),
    visitors: z.number().int(),
    engaged: z.number().int(),
  }),
);
