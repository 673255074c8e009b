/** Posts: the newsroom's articles, listed, searched, read, written and removed. */
export { postsRoutes } from './posts.routes';
