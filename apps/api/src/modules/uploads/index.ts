import { routesModule } from '../../lib/routes-module';
import { UPLOADS_ROUTE } from '../../storage/uploads-location';
import { uploadsRoutes } from './uploads.routes';

/** The stored images, served under the uploads route (beside the API, not under it). */
export const uploadsModule = routesModule(UPLOADS_ROUTE, uploadsRoutes);
