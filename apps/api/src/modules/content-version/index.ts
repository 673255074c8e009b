/** The number that says whether a cached public answer or page may be out of date, across instances. */

export { contentVersionRoutes } from './content-version.routes';
export { type ContentVersionWatch, watchContentVersion } from './content-version-watch';
