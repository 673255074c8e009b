/** The breaking-news banner shown on every public page until it ends. */
export { bannerRoutes } from './banner.routes';
