import { routesModule } from '../../lib/routes-module';
import { healthRoutes } from './health.routes';

/** Whether the API and its database answer, for load balancers and monitors. */
export const healthModule = routesModule('/health', healthRoutes);
