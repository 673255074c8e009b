import type { Category } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

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
};

export const postsQueries = {
  list: (query: PostsListQuery) =>
    queryOptions({ queryKey: postsKeys.list(query), queryFn: () => api.posts.list(query) }),
  detail: (id: string) => queryOptions({ queryKey: postsKeys.detail(id), queryFn: () => api.posts.get(id) }),
  search: (key: string) =>
    queryOptions({ queryKey: postsKeys.search(key), queryFn: () => api.posts.search(key) }),
};
