import {
  type AudienceBreakdownQuestion,
  type AudienceQuestion,
  type AudienceSeriesQuestion,
  audienceBreakdownSchema,
  audienceComparedTotalsSchema,
  audienceSeriesSchema,
  readersNowSchema,
} from '@station/domain';
import { definedQuery, type Http } from '../http';

/** A question as the analytics routes' flat query string: the period, then each filter by name. */
const queryOf = ({ period, filters, ...rest }: AudienceQuestion & Record<string, unknown>) =>
  definedQuery({ ...period, ...filters, ...rest });

/** The audience analytics (docs/analytics.md): the console's analytics page and per-article stats. */
export const audienceApi = (http: Http) => ({
  totals: (question: AudienceQuestion) =>
    http.get('analytics/totals', audienceComparedTotalsSchema, { query: queryOf(question) }),
  series: (question: AudienceSeriesQuestion) =>
    http.get('analytics/series', audienceSeriesSchema, { query: queryOf(question) }),
  breakdown: (question: AudienceBreakdownQuestion) =>
    http.get('analytics/breakdown', audienceBreakdownSchema, { query: queryOf(question) }),
  readersNow: () => http.get('analytics/readers-now', readersNowSchema),
});
