import type { BulkInput } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { postsKeys } from '~/lib/post-queries';

type Bulked = Awaited<ReturnType<typeof api.posts.bulk>>;
type Removed = Awaited<ReturnType<typeof api.remove>>;

export const useBulkPosts = (config?: MutationConfig<Bulked, BulkInput>) =>
  useInvalidatingMutation([postsKeys.all], (input) => api.posts.bulk(input), config);

export const useTrashPost = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([postsKeys.all], (id: string) => api.remove('post', id), config);

export const usePurgePost = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([postsKeys.all], (id: string) => api.posts.purge(id), config);
