/** The live broadcast's video link. */
export { liveRoutes } from './live.routes';
