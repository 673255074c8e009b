/** The dashboard's numbers: site totals, the most viewed posts, the latest visitors. */
export { analyticsRoutes } from './analytics.routes';
/** The audience analytics the console's analytics page reads (docs/analytics.md). */
export { createAudienceService } from './audience.service';
