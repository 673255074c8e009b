/** The satellite frequencies readers tune to. */
export { satelliteRoutes } from './satellite.routes';
