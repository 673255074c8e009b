import { analyticsSchema, viewTotalsSchema, visitorListSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAnalyticsService } from './analytics.service';
import { audienceRoutes } from './audience.routes';
import { readersNowRoutes } from './readers-now.routes';

/**
 * The dashboard's readings. Their addresses predate this module (they sit under `view` and `post`),
 * so it is registered without a prefix and names each one in full.
 */
export async function analyticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const analytics = createAnalyticsService(app.db);
  const tags = ['analytics'];
  await app.register(audienceRoutes);
  await app.register(readersNowRoutes);

  api.get(
    '/view',
    {
      onRequest: app.authenticate,
      schema: { summary: 'Visit and page-view totals by day', tags, response: { 200: viewTotalsSchema } },
    },
    () => analytics.totals(),
  );

  api.get(
    '/view/visitors',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The latest 100 visits, addresses anonymised',
        tags,
        response: { 200: visitorListSchema },
      },
    },
    () => analytics.visitors(),
  );

  api.get(
    '/post/post-analytics',
    {
      onRequest: app.authenticate,
      schema: { summary: 'Posts and views by category', tags, response: { 200: analyticsSchema } },
    },
    () => analytics.postAnalytics(new Date()),
  );
}
