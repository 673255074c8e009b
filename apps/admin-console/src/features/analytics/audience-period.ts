import {
  AUDIENCE_PERIOD_MAX_DAYS,
  AUDIENCE_SERIES_MAX_POINTS,
  type AudienceGranularity,
  type AudiencePeriod,
} from '@station/domain';

export const PERIOD_PRESETS = ['today', '7d', '30d', '12m', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A preset, or a custom span of whole Addis Ababa days (`YYYY-MM-DD`, both included). */
export interface PeriodChoice {
  preset: PeriodPreset;
  from?: string;
  to?: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Addis Ababa is three hours ahead of UTC all year. */
const ADDIS_OFFSET_MS = 3 * HOUR_MS;

const addisMidnight = (at: number) => Math.floor((at + ADDIS_OFFSET_MS) / DAY_MS) * DAY_MS - ADDIS_OFFSET_MS;
const addisMonthStart = (at: number, monthsBack: number) => {
  const day = new Date(at + ADDIS_OFFSET_MS);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - monthsBack, 1) - ADDIS_OFFSET_MS;
};
const iso = (at: number) => new Date(at).toISOString();

/** The Addis Ababa date of a moment, as `YYYY-MM-DD`. */
export const addisDate = (at: number) => new Date(at + ADDIS_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The period a choice names, in whole hours: a preset runs to the end of the current hour, so the
 * readers of the last minutes count; a custom span runs from its first day's midnight to the midnight
 * after its last. Null for a custom span that is empty, reversed or too long.
 */
export function periodOf(choice: PeriodChoice, now: number): AudiencePeriod | null {
  const to = Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS;
  switch (choice.preset) {
    case 'today':
      return { from: iso(addisMidnight(now)), to: iso(to) };
    case '7d':
      return { from: iso(addisMidnight(now) - 6 * DAY_MS), to: iso(to) };
    case '30d':
      return { from: iso(addisMidnight(now) - 29 * DAY_MS), to: iso(to) };
    case '12m':
      return { from: iso(addisMonthStart(now, 11)), to: iso(to) };
    case 'custom': {
      const first = Date.parse(`${choice.from}T00:00:00Z`) - ADDIS_OFFSET_MS;
      const end = Date.parse(`${choice.to}T00:00:00Z`) + DAY_MS - ADDIS_OFFSET_MS;
      if (Number.isNaN(first) || Number.isNaN(end) || end <= first) return null;
      if (end - first > AUDIENCE_PERIOD_MAX_DAYS * DAY_MS) return null;
      return { from: iso(first), to: iso(end) };
    }
  }
}

const hoursIn = ({ from, to }: AudiencePeriod) => (Date.parse(to) - Date.parse(from)) / HOUR_MS;

/** The groupings a period can be drawn by: by hour only while it has few enough hours. */
export function granularitiesFor(period: AudiencePeriod): AudienceGranularity[] {
  const hours = hoursIn(period);
  return (['hour', 'day', 'week', 'month'] as const).filter(
    (granularity) => granularity !== 'hour' || hours <= Math.min(AUDIENCE_SERIES_MAX_POINTS, 7 * 24),
  );
}

/** The period's natural grouping: hours for a day, days up to three months, weeks up to a year. */
export function naturalGranularity(period: AudiencePeriod): AudienceGranularity {
  const days = hoursIn(period) / 24;
  if (days <= 2) return 'hour';
  if (days <= 92) return 'day';
  if (days <= 190) return 'week';
  return 'month';
}

/** The bucket a moment falls in, named as the series names it (see the API's audience repository). */
function bucketOf(at: number, granularity: AudienceGranularity): string {
  if (granularity === 'hour') return `${iso(at).slice(0, 13)}:00:00Z`;
  const day = addisDate(at);
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every bucket of the period in order, those with no reader too, so a chart's line has no gaps. */
export function bucketsOf(period: AudiencePeriod, granularity: AudienceGranularity): string[] {
  const buckets: string[] = [];
  for (let at = Date.parse(period.from); at < Date.parse(period.to); at += HOUR_MS) {
    const bucket = bucketOf(at, granularity);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/** The period of the same length just before, which the API compares with. */
export function previousOf({ from, to }: AudiencePeriod): AudiencePeriod {
  const start = Date.parse(from);
  return { from: iso(2 * start - Date.parse(to)), to: from };
}
