import type { Post } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { postsKeys } from '~/lib/post-queries';

export const postQuery = (id: string) =>
  queryOptions({ queryKey: postsKeys.detail(id), queryFn: () => api.posts.get(id) });

/** The post as the server has it now, past every cache (to show what changed since it was read). */
export const readPost = (id: string) => api.posts.get(id);

export type { Post };
