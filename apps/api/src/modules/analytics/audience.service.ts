import {
  AUDIENCE_DEVICES,
  AUDIENCE_LANGUAGES,
  AUDIENCE_SOURCES,
  AUDIENCE_TARGET_KINDS,
  type AudienceBreakdownQuestion,
  type AudienceDimension,
  type AudienceFilters,
  type AudienceQuestion,
  type AudienceSeriesQuestion,
  type AudienceTotals,
  audienceBreakdownQuestionSchema,
  audienceQuestionSchema,
  audienceSeriesQuestionSchema,
} from '@station/domain';
import type { Db } from '../../db/client';
import {
  type CodedFilters,
  createAudienceRepository,
  DIMENSION_COLUMNS,
  type DimensionColumn,
  type Span,
} from './audience.repository';

/** The analytics_names kind of each named dimension (record-views.sql.ts); a target's is 10 + its kind. */
const NAME_KINDS: Partial<Record<AudienceDimension, number>> = {
  referrer: 1,
  utmSource: 2,
  utmCampaign: 3,
  browser: 4,
  os: 5,
};
const TARGET_NAME_KIND = 10;
/** Kinds whose names are stored in lower case (domains and utm values); the rest as parsed. */
const LOWER_CASE_KINDS = new Set([1, 2, 3]);
/** Dimensions stored as a position in one of the domain's lists. */
const CODE_LISTS: Partial<Record<AudienceDimension, readonly string[]>> = {
  targetKind: AUDIENCE_TARGET_KINDS,
  source: AUDIENCE_SOURCES,
  device: AUDIENCE_DEVICES,
  lang: AUDIENCE_LANGUAGES,
};
/** The target kinds whose rows a breakdown titles: an id alone tells an editor nothing. */
const TITLED_KINDS = ['article', 'program'] as const;
/** A name no event carries: a filter naming an unknown string matches nothing. */
const NO_SUCH_NAME = -1;

const spanOf = ({ from, to }: { from: string; to: string }): Span => ({
  from: new Date(from),
  to: new Date(to),
});
/** The period of the same length just before. */
const previousOf = ({ from, to }: Span): Span => ({
  from: new Date(2 * from.getTime() - to.getTime()),
  to: from,
});

export interface AudienceRow {
  /** The code's name, the string an id names, or '' for none (a direct visit has no referrer). */
  key: string;
  title?: string;
  views: number;
  visits: number;
  visitors: number;
  engaged: number;
}

/**
 * The readings the console's analytics page is built from (docs/analytics.md). Every question is
 * checked against the domain's schemas here too, so no caller can ask for more than they bound.
 */
export function createAudienceService(db: Db) {
  const repo = createAudienceRepository(db);

  async function coded(filters: AudienceFilters): Promise<CodedFilters> {
    const result: CodedFilters = {};
    const named: { dimension: AudienceDimension; kind: number; value: string }[] = [];
    for (const [dimension, value] of Object.entries(filters) as [AudienceDimension, string][]) {
      const list = CODE_LISTS[dimension];
      if (list) result[DIMENSION_COLUMNS[dimension]] = list.indexOf(value);
      else if (dimension === 'target')
        named.push({
          dimension,
          kind: TARGET_NAME_KIND + AUDIENCE_TARGET_KINDS.indexOf(filters.targetKind ?? 'page'),
          value: value.toLowerCase(),
        });
      else {
        const kind = NAME_KINDS[dimension] ?? 0;
        named.push({ dimension, kind, value: LOWER_CASE_KINDS.has(kind) ? value.toLowerCase() : value });
      }
    }
    const ids = await repo.nameIds(named);
    for (const { dimension, kind, value } of named)
      result[DIMENSION_COLUMNS[dimension]] = ids.get(`${kind}:${value}`) ?? NO_SUCH_NAME;
    return result;
  }

  async function labels(dimension: AudienceDimension, keys: number[]): Promise<Map<number, string>> {
    const list = CODE_LISTS[dimension];
    if (list) return new Map(keys.map((key) => [key, list[key] ?? '']));
    return repo.names(keys.filter((key) => key > 0));
  }

  return {
    /** The period's totals beside the same length of time just before it. */
    async totals(query: AudienceQuestion): Promise<{ current: AudienceTotals; previous: AudienceTotals }> {
      const { period, filters } = audienceQuestionSchema.parse(query);
      const span = spanOf(period);
      const where = await coded(filters);
      const [current, previous] = await Promise.all([
        repo.totals(span, where),
        repo.totals(previousOf(span), where),
      ]);
      return { current, previous };
    },

    async series(query: AudienceSeriesQuestion) {
      const { period, filters, granularity } = audienceSeriesQuestionSchema.parse(query);
      const span = spanOf(period);
      const where = await coded(filters);
      const [current, previous] = await Promise.all([
        repo.series(span, where, granularity),
        repo.series(previousOf(span), where, granularity),
      ]);
      return { current, previous };
    },

    /** The period's rows for one dimension, most viewed first, each filter applied. */
    async breakdown(query: AudienceBreakdownQuestion): Promise<AudienceRow[]> {
      const { period, filters, dimension, limit } = audienceBreakdownQuestionSchema.parse(query);
      const column: DimensionColumn = DIMENSION_COLUMNS[dimension];
      const rows = await repo.breakdown(spanOf(period), await coded(filters), column, limit);
      const names = await labels(
        dimension,
        rows.map((row) => Number(row.key)),
      );
      const keys = rows.map((row) => names.get(Number(row.key)) ?? '');
      const titled =
        dimension === 'target' ? TITLED_KINDS.find((kind) => kind === filters.targetKind) : undefined;
      const titles = titled ? await repo.titles(titled, keys.filter(Boolean)) : new Map<string, string>();
      return rows.map((row, index) => {
        const key = keys[index] ?? '';
        const title = titles.get(key);
        return {
          key,
          ...(title === undefined ? {} : { title }),
          views: Number(row.views),
          visits: Number(row.visits),
          visitors: Number(row.visitors),
          engaged: Number(row.engaged),
        };
      });
    },
  };
}
export type AudienceService = ReturnType<typeof createAudienceService>;
