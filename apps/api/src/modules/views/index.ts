/** Counting what readers open: the public visit counter. */
export { RECORD_VIEWS_FUNCTION } from './record-views.sql';
export { viewsRoutes } from './views.routes';
export { createViewsService } from './views.service';
