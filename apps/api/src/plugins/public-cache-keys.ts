import type { Category } from '@station/domain';

/**
 * Names of the answers kept in the public cache, in one place, so a route that changes what readers
 * see forgets exactly what it changed. The dashboard's analytics are kept there too: they are the
 * same for every admin and are sent `private, no-cache` like any answer to a signed-in request.
 */
export const publicCacheKeys = {
  postList: (query: { limit: number; skip: number; category?: Category | undefined }) =>
    `post-list:${query.limit}:${query.skip}:${query.category ?? ''}`,
  postSearch: (key: string) => `post-search:${key}`,
  article: (id: string) => `post:${id.toLowerCase()}`,
  postAnalytics: 'post-analytics',
  programList: 'program-list',
  program: (id: string) => `program:${id.toLowerCase()}`,
  satelliteList: 'satellite-list',
};
