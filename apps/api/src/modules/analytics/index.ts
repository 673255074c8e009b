import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics.routes';
import { viewsRoutes } from './views.routes';

/**
 * Analytics: the public visit counter that writes each view (the spec's `view` calls), the dashboard's
 * numbers (site totals, the most viewed posts, the latest visitors) and the audience analytics
 * (docs/analytics.md).
 */
export async function analyticsModule(app: FastifyInstance) {
  await app.register(viewsRoutes, { prefix: '/view' });
  await app.register(analyticsRoutes);
}
export { AUDIENCE_JOB } from './audience.jobs';
export { createAudienceService } from './audience.service';
export { RECORD_VIEWS_FUNCTION } from './record-views.sql';
export { createViewsService } from './views.service';
