import { routesModule } from '../../lib/routes-module';
import { adsRoutes } from './ads.routes';

/** The two advertisement slots of the public site. */
export const adsModule = routesModule('/ad', adsRoutes);
