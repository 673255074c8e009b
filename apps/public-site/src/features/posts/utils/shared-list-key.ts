import type { Post } from '@station/domain';

/**
 * A shared list's name with its posts, which differ from page to page when a page leaves itself out.
 * Only a page server keeps parts, so the browser has no key to work out.
 */
export const sharedListKey = (name: string, posts: readonly Post[]) =>
  import.meta.env.SSR ? `${name} ${posts.map((post) => post._id).join(' ')}` : undefined;
