/** The weekly programme schedule the live page shows when nothing is live. */
export { scheduleRoutes } from './schedule.routes';
