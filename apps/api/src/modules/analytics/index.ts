/** The dashboard's numbers: site totals, the most viewed posts, the latest visitors. */
export { analyticsRoutes } from './analytics.routes';
