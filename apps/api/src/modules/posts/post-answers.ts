import { excerpt, type Post } from '@station/domain';
import { withPhotos } from '../../lib/photo-figures';
import type { Pictures } from '../../storage/pictures';
import { type PostRow, toPost } from './posts.repository';

/** How a stored post is answered: whole, with its photos' addresses, or as lists carry it. */
export function createPostAnswers(images: Pictures) {
  const answer = (row: PostRow): Post => {
    const post = toPost(row, images.addressOf, images.srcsetOf);
    if (!post.body) return post;
    const byKey = new Map(row.images.flatMap((image) => (image.key ? [[image.key, image] as const] : [])));
    return {
      ...post,
      body: withPhotos(post.body, (id) => {
        const image = byKey.get(id);
        return image
          ? {
              src: images.addressOf(image),
              srcset: images.srcsetOf(image),
              alt: image.alt ?? '',
              caption: image.caption ?? '',
            }
          : undefined;
      }),
    };
  };
  /** A post as lists and searches carry it: the start of its text, never all of it, and no markup. */
  const inList = (row: PostRow): Post => ({
    ...toPost(row, images.addressOf, images.srcsetOf),
    detail: excerpt(row.detail),
    body: null,
  });
  return { answer, inList };
}

export type PostAnswers = ReturnType<typeof createPostAnswers>;
