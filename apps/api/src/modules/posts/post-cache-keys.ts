import type { Category } from '@station/domain';

/**
 * Names of the post answers kept in the public cache, shared by the routes that forget them. The
 * dashboard's analytics are kept there too: they are the same for every admin and are sent
 * `private, no-cache` like any answer to a signed-in request.
 */
export const postCacheKeys = {
  list: (query: { limit: number; skip: number; category?: Category | undefined }) =>
    `post-list:${query.limit}:${query.skip}:${query.category ?? ''}`,
  search: (key: string) => `post-search:${key}`,
  article: (id: string) => `post:${id.toLowerCase()}`,
  analytics: 'post-analytics',
};
