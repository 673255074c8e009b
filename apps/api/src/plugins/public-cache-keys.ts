import type { Category } from '@station/domain';

/**
 * Names of the answers kept in the public cache, in one place, so a route that changes what readers
 * see forgets exactly what it changed.
 */
export const publicCacheKeys = {
  postList: (query: { limit: number; skip: number; category?: Category | undefined }) =>
    `post-list:${query.limit}:${query.skip}:${query.category ?? ''}`,
  postSearch: (key: string) => `post-search:${key}`,
  mostRead: 'post-most-read',
  article: (id: string) => `post:${id.toLowerCase()}`,
  programList: 'program-list',
  program: (id: string) => `program:${id.toLowerCase()}`,
  satelliteList: 'satellite-list',
  programmeSchedule: 'programme-schedule',
  banner: 'banner',
};
