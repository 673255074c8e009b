import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * The posts' cache keys, shared by the posts table, the editor and the sidebar's review count: a save
 * anywhere refreshes them all.
 */
export const postsKeys = {
  all: ['posts'] as const,
  counts: () => [...postsKeys.all, 'counts'] as const,
};

/** How many posts stand in each status; the sidebar's review count reads it too. */
export const postCountsQuery = () =>
  queryOptions({ queryKey: postsKeys.counts(), queryFn: () => api.posts.counts(), refetchInterval: 60_000 });
