import type { Post } from '@station/domain';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export const coverOf = (post: Post) => post.imagesUrl[0]?.secure_url ?? PLACEHOLDER_IMAGE;
