/**
 * Analytics: the public visit counter that writes each view (the spec's `view` calls), the dashboard's
 * numbers (site totals, the most viewed posts, the latest visitors) and the audience analytics
 * (docs/analytics.md).
 */
export { analyticsRoutes } from './analytics.routes';
export { AUDIENCE_JOB } from './audience.jobs';
export { createAudienceService } from './audience.service';
export { RECORD_VIEWS_FUNCTION } from './record-views.sql';
export { viewsRoutes } from './views.routes';
export { createViewsService } from './views.service';
