import { routesModule } from '../../lib/routes-module';
import { bannerRoutes } from './banner.routes';

/** The breaking-news banner shown on every public page until it ends. */
export const bannerModule = routesModule('/banner', bannerRoutes);
