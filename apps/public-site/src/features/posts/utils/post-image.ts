import type { Post } from '@station/domain';
import { focusPosition } from '@station/domain/photo-focus';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export const coverOf = (post: Post) => post.imagesUrl[0]?.secure_url ?? PLACEHOLDER_IMAGE;

/**
 * The cover with its stored widths, so a phone fetches the copy its screen needs, not the widest,
 * placed on its focal point in whatever box crops it.
 */
export const coverImageOf = (post: Post) => ({
  src: coverOf(post),
  srcSet: post.imagesUrl[0]?.srcset,
  position: focusPosition(post.imagesUrl[0]?.focus),
});
