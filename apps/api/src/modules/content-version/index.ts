import { routesModule } from '../../lib/routes-module';
import { contentVersionRoutes } from './content-version.routes';

/** The number that says whether a cached public answer or page may be out of date, across instances. */
export const contentVersionModule = routesModule('/content-version', contentVersionRoutes);
export { type ContentVersionWatch, watchContentVersion } from './content-version-watch';
