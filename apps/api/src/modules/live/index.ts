import { routesModule } from '../../lib/routes-module';
import { liveRoutes } from './live.routes';

/** The live broadcast's video link. */
export const liveModule = routesModule('/live', liveRoutes);
