/** The weekly programme schedule the live page shows when nothing is live. */
export { programmeScheduleRoutes } from './programme-schedule.routes';
