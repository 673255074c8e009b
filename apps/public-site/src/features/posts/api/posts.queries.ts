import type { Category } from '@station/domain';
import { LIMITS } from '@station/domain/constants';
import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '~/lib/api';

export interface PostsListQuery {
  limit: number;
  skip?: number;
  category?: Category | undefined;
}

export const postsKeys = {
  all: ['posts'] as const,
  list: (query: PostsListQuery) => [...postsKeys.all, 'list', query] as const,
  detail: (id: string) => [...postsKeys.all, 'detail', id] as const,
  search: (key: string) => [...postsKeys.all, 'search', key] as const,
  mostRead: () => [...postsKeys.all, 'most-read'] as const,
};

export const postsQueries = {
  list: (query: PostsListQuery) =>
    queryOptions({
      queryKey: postsKeys.list(query),
      queryFn: () => loadApi().then((api) => api.posts.list(query)),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: postsKeys.detail(id),
      queryFn: () => loadApi().then((api) => api.posts.get(id)),
    }),
  search: (key: string) =>
    queryOptions({
      queryKey: postsKeys.search(key),
      queryFn: () => loadApi().then((api) => api.posts.search(key)),
    }),
  mostRead: () =>
    queryOptions({
      queryKey: postsKeys.mostRead(),
      queryFn: () => loadApi().then((api) => api.posts.mostRead()),
    }),
};

/** The lists the pages show, named once so loaders and components ask for the same data. */
export const pagePostsQueries = {
  latest: () => postsQueries.list({ limit: LIMITS.homeLatest, skip: 0 }),
  featured: (category?: Category) => postsQueries.list({ limit: LIMITS.articlesFeatured, skip: 0, category }),
  more: (category?: Category) =>
    postsQueries.list({ limit: LIMITS.articlesMore, skip: LIMITS.articlesFeatured, category }),
  // One more than are shown: the article being read may be among the latest, and is left out.
  related: () => postsQueries.list({ limit: LIMITS.relatedArticles + 1, skip: 0 }),
  jemalsView: () => postsQueries.list({ limit: LIMITS.jemalsView, skip: 0, category: 'jemals_view' }),
};
