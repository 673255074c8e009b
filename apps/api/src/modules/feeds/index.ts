/** RSS, sitemaps and robots.txt, answered by the page server at the site's own addresses. */
export { feedsRoutes } from './feeds.routes';
