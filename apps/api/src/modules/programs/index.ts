import { routesModule } from '../../lib/routes-module';
import { programsRoutes } from './programs.routes';

/** The station's TV programs, each with its video link and broadcast time. */
export const programsModule = routesModule('/program', programsRoutes);
