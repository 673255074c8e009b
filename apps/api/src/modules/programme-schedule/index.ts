import { routesModule } from '../../lib/routes-module';
import { programmeScheduleRoutes } from './programme-schedule.routes';

/** The weekly programme schedule the live page shows when nothing is live. */
export const programmeScheduleModule = routesModule('/schedule', programmeScheduleRoutes);
