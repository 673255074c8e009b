import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics.routes';
import { registerAudienceJobs } from './audience.jobs';
import { viewsRoutes } from './views.routes';
import { createViewsService } from './views.service';
import { registerWeeklyDigest } from './weekly-digest';

/**
 * Analytics: the public visit counter that writes each view (the spec's `view` calls), the dashboard's
 * numbers (site totals, the most viewed posts, the latest visitors) and the audience analytics
 * (docs/analytics.md). Beside them: the gauge of visits waiting to be written, and on the job queue
 * the audience's hourly housekeeping and the super administrators' weekly digest.
 */
export async function analyticsModule(app: FastifyInstance) {
  const views = createViewsService(app.db, {
    respectOptOut: app.env.ANALYTICS_RESPECT_DNT,
    siteHost: new URL(app.env.PUBLIC_SITE_URL).hostname.replace(/^www\./, ''),
  });
  app.metrics.gauge('station_visit_queue_depth', 'Visits waiting to be written to the database.', () =>
    views.queueDepth(),
  );
  registerAudienceJobs(app);
  registerWeeklyDigest(app);
  await app.register(viewsRoutes, { prefix: '/view', views });
  await app.register(analyticsRoutes);
}
export { AUDIENCE_JOB } from './audience.jobs';
export { createAudienceService } from './audience.service';
export { RECORD_VIEWS_FUNCTION } from './record-views.sql';
export { createViewsService } from './views.service';
