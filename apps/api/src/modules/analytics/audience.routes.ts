import {
  AUDIENCE_DIMENSIONS,
  type AudienceFilters,
  type AudienceRequestQuery,
  audienceBreakdownSchema,
  audienceComparedTotalsSchema,
  audienceRequestQuerySchema,
  audienceSeriesSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAudienceService } from './audience.service';

/** The filters a query string names, without the period and the grouping around them. */
function filtersOf(query: AudienceRequestQuery): AudienceFilters {
  const filters: Record<string, string> = {};
  for (const dimension of AUDIENCE_DIMENSIONS) {
    const value = query[dimension];
    if (value !== undefined) filters[dimension] = value;
  }
  return filters as AudienceFilters;
}

const periodOf = ({ from, to }: AudienceRequestQuery) => ({ from, to });

/**
 * The audience analytics (docs/analytics.md), for the console's analytics page. Supers and editors
 * with the right to publish read them: they decide what goes out and when, which is what these figures
 * inform; a writer's console has no analytics page.
 */
export async function audienceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const audience = createAudienceService(app.db);
  const tags = ['analytics'];
  const guard = { onRequest: app.requirePublishRight };

  api.get(
    '/analytics/totals',
    {
      ...guard,
      schema: {
        summary: 'Audience totals for a period and filters, beside the period before',
        tags,
        querystring: audienceRequestQuerySchema,
        response: { 200: audienceComparedTotalsSchema },
      },
    },
    (request) => audience.totals({ period: periodOf(request.query), filters: filtersOf(request.query) }),
  );

  api.get(
    '/analytics/series',
    {
      ...guard,
      schema: {
        summary: 'Audience by hour, day, week or month, beside the period before',
        tags,
        querystring: audienceRequestQuerySchema,
        response: { 200: audienceSeriesSchema },
      },
    },
    (request) =>
      audience.series({
        period: periodOf(request.query),
        filters: filtersOf(request.query),
        granularity: request.query.granularity ?? 'day',
      }),
  );

  api.get(
    '/analytics/breakdown',
    {
      ...guard,
      schema: {
        summary: 'Audience for a period broken down by one dimension',
        tags,
        querystring: audienceRequestQuerySchema,
        response: { 200: audienceBreakdownSchema },
      },
    },
    (request) =>
      audience.breakdown({
        period: periodOf(request.query),
        filters: filtersOf(request.query),
        dimension: request.query.dimension ?? 'source',
        ...(request.query.limit ? { limit: request.query.limit } : {}),
      }),
  );
}
