import { routesModule } from '../../lib/routes-module';
import { satelliteRoutes } from './satellite.routes';

/** The satellite frequencies readers tune to. */
export const satelliteModule = routesModule('/satellite-info', satelliteRoutes);
