/** The two advertisement slots of the public site. */
export { adsRoutes } from './ads.routes';
