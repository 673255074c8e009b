/** The video service's playlists, fetched by the server so its key never reaches a browser. */
export { videosRoutes } from './videos.routes';
