import type { Category } from '@station/domain';
import { LIMITS } from '@station/domain/constants';
import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '~/lib/api';
import { LIST_PAGE_MAX, listSlice, withNextProbe } from '../utils/list-page';

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
  searchPage: (key: string, page: number) => [...postsKeys.search(key), page] as const,
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
  /**
   * One page of a search's answers, and whether a next page has any: the API answers a search whole,
   * and a page's state carries only what the page shows.
   */
  searchPage: (key: string, page: number) =>
    queryOptions({
      queryKey: postsKeys.searchPage(key, page),
      queryFn: async () => {
        const { skip, count } = listSlice(page);
        const answers = await loadApi().then((api) => api.posts.search(key));
        const end = skip + count;
        return { posts: answers.slice(skip, end), hasMore: page < LIST_PAGE_MAX && answers.length > end };
      },
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
  /** A news page's grid: after the featured three on the first page, the page's whole slice on later ones. */
  more: (category: Category | undefined, page: number) =>
    postsQueries.list({ ...withNextProbe(listSlice(page, LIMITS.articlesFeatured)), category }),
  // One more than are shown: the article being read may be among the latest, and is left out.
  related: () => postsQueries.list({ limit: LIMITS.relatedArticles + 1, skip: 0 }),
  jemalsView: () => postsQueries.list({ limit: LIMITS.jemalsView, skip: 0, category: 'jemals_view' }),
};
