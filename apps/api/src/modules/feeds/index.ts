import { routesModule } from '../../lib/routes-module';
import { feedsRoutes } from './feeds.routes';

/** RSS, sitemaps and robots.txt, answered by the page server at the site's own addresses. */
export const feedsModule = routesModule('/feeds', feedsRoutes);
