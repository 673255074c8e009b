import type { Post, SendBackInput } from '@station/domain';
import { api } from './api';
import { type MutationConfig, useInvalidatingMutation } from './mutations';
import { postsKeys } from './post-queries';

type Sent = { message: string; data: Post };

export const useSendBack = (config?: MutationConfig<Sent, { id: string; input: SendBackInput }>) =>
  useInvalidatingMutation([postsKeys.all], ({ id, input }) => api.posts.sendBack(id, input), config);
