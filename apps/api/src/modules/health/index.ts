/** Whether the API and its database answer, for load balancers and monitors. */
export { healthRoutes } from './health.routes';
