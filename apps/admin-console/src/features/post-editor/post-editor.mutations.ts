import type { PhotosInput, PublishInput, UpdatePostInput } from '@station/domain';
import { api } from '~/lib/api';
import { useInvalidatingMutation } from '~/lib/mutations';
import { postsKeys } from '~/lib/post-queries';

const keys = [postsKeys.all];

/** Every change the editor makes to a post, each refreshing the posts' lists and counts after. */
export function usePostEditing() {
  return {
    create: useInvalidatingMutation(keys, (form: FormData) => api.posts.create(form)),
    update: useInvalidatingMutation(keys, ({ id, input }: { id: string; input: UpdatePostInput }) =>
      api.posts.update(id, input),
    ),
    submit: useInvalidatingMutation(keys, (id: string) => api.posts.submit(id)),
    publish: useInvalidatingMutation(keys, ({ id, input }: { id: string; input: PublishInput }) =>
      api.posts.publish(id, input),
    ),
    unpublish: useInvalidatingMutation(keys, (id: string) => api.posts.unpublish(id)),
    addPhotos: useInvalidatingMutation(keys, ({ id, form }: { id: string; form: FormData }) =>
      api.posts.addPhotos(id, form),
    ),
    setPhotos: useInvalidatingMutation(keys, ({ id, input }: { id: string; input: PhotosInput }) =>
      api.posts.setPhotos(id, input),
    ),
  };
}

export type PostEditing = ReturnType<typeof usePostEditing>;
