import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * The posts' cache keys, shared by the posts table, the editor and the sidebar's review count: a save
 * anywhere refreshes them all.
 */
export const postsKeys = {
  all: ['posts'] as const,
  counts: () => [...postsKeys.all, 'counts'] as const,
  /** A page of the posts table, as its filters and sort choose it. */
  view: (view: object) => [...postsKeys.all, 'view', view] as const,
  detail: (id: string) => [...postsKeys.all, 'one', id] as const,
  authors: () => [...postsKeys.all, 'authors'] as const,
  reviewNotes: (postId: string) => [...postsKeys.all, 'review-notes', postId] as const,
  standingNotes: () => [...postsKeys.all, 'standing-notes'] as const,
};

/** How many posts stand in each status; the sidebar's review count reads it too. */
export const postCountsQuery = () =>
  queryOptions({ queryKey: postsKeys.counts(), queryFn: () => api.posts.counts(), refetchInterval: 60_000 });
