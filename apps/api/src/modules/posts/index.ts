/** Posts: the newsroom's articles, listed, searched, read, written and removed. */

export { postPreviewRoutes } from './post-preview';
export { visibleToReaders } from './posts.repository';
export { postsRoutes } from './posts.routes';
export { withFolded } from './search-folding';
