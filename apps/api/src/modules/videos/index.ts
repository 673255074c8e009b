import { routesModule } from '../../lib/routes-module';
import { videosRoutes } from './videos.routes';

/** The video service's playlists, fetched by the server so its key never reaches a browser. */
export const videosModule = routesModule('/videos', videosRoutes);
