/** The station's TV programs, each with its video link and broadcast time. */
export { programsRoutes } from './programs.routes';
