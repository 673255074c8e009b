import { LIMITS, type ManagePostsQuery } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { postCountsQuery, postsKeys } from '~/lib/post-queries';

/** What the posts table shows: a page of one status (or all), searched, filtered and sorted. */
export interface PostsView {
  page: number;
  status?: ManagePostsQuery['status'] | undefined;
  q?: string | undefined;
  category?: ManagePostsQuery['category'] | undefined;
  author?: string | undefined;
  sort?: 'date' | 'views' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

export const postsViewQuery = ({ page, ...filters }: PostsView) =>
  queryOptions({
    queryKey: postsKeys.view({ page, ...filters }),
    queryFn: () =>
      api.posts.manage({
        ...filters,
        limit: LIMITS.adminPostsPageSize,
        skip: page * LIMITS.adminPostsPageSize,
      }),
  });

export { postCountsQuery };

export const postAuthorsQuery = () =>
  queryOptions({ queryKey: postsKeys.authors(), queryFn: () => api.posts.authors() });
