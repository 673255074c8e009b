/** The stored images, served under the uploads route. */
export { uploadsRoutes } from './uploads.routes';
