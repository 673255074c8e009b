/** What the pages and the service worker agree on; both import it, so neither can drift. */

/** The articles a reader can read again without a connection: the last ones they read. */
export const SAVED_ARTICLES = 20;
export const ARTICLES_CACHE = 'station-articles';
export const ASSETS_CACHE = 'station-assets';
/** A page asks the service worker to keep these addresses (an article read, the scripts it ran on). */
export const KEEP_MESSAGE = 'station:keep';
export const OFFLINE_PAGE = '/offline.html';

export interface KeepMessage {
  type: typeof KEEP_MESSAGE;
  urls: string[];
}

export const isArticlePath = (pathname: string) => pathname.startsWith('/article/');
/** The site's hashed build files: they never change, so one copy is good for ever. */
export const isBuildAsset = (pathname: string) => pathname.startsWith('/assets/');
