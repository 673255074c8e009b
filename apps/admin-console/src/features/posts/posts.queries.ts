import { LIMITS, type UpdatePostInput } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';

export const postsKeys = {
  all: ['posts'] as const,
  page: (page: number) => [...postsKeys.all, 'page', page] as const,
};

export const postsPageQuery = (page: number) =>
  queryOptions({
    queryKey: postsKeys.page(page),
    queryFn: () =>
      api.posts.page({ limit: LIMITS.adminPostsPageSize, skip: page * LIMITS.adminPostsPageSize }),
  });

type Saved = Awaited<ReturnType<typeof api.posts.create>>;
type Removed = Awaited<ReturnType<typeof api.remove>>;

export const useCreatePost = (
  config?: MutationConfig<Saved, { form: FormData; onProgress: (fraction: number) => void }>,
) =>
  useInvalidatingMutation(
    [postsKeys.all],
    ({ form, onProgress }) => api.posts.create(form, onProgress),
    config,
  );

export const useUpdatePost = (config?: MutationConfig<Saved, { id: string; input: UpdatePostInput }>) =>
  useInvalidatingMutation([postsKeys.all], ({ id, input }) => api.posts.update(id, input), config);

export const useDeletePost = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([postsKeys.all], (id: string) => api.remove('post', id), config);
