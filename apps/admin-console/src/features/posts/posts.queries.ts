import { type BulkInput, LIMITS, type ManagePostsQuery } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
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

type Bulked = Awaited<ReturnType<typeof api.posts.bulk>>;
type Removed = Awaited<ReturnType<typeof api.remove>>;

export const useBulkPosts = (config?: MutationConfig<Bulked, BulkInput>) =>
  useInvalidatingMutation([postsKeys.all], (input) => api.posts.bulk(input), config);

export const useTrashPost = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([postsKeys.all], (id: string) => api.remove('post', id), config);

export const usePurgePost = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([postsKeys.all], (id: string) => api.posts.purge(id), config);
