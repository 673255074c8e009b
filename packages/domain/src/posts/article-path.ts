/** Kept free of zod so the public site's reading path can link to articles (see package.json exports). */

/** The longest slug, cut at a word boundary. */
export const SLUG_MAX = 120;

/** A readable, stable piece of a post's address: letters of any script (Ethiopic too) and digits. */
export function slugify(title: string): string {
  const words = title
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu);
  const slug = (words ?? []).join('-');
  // Cut at a word boundary so a slug never ends in half a word.
  if (slug.length <= SLUG_MAX) return slug || 'post';
  const cut = slug.slice(0, SLUG_MAX);
  return cut.slice(0, Math.max(cut.lastIndexOf('-'), 1));
}

/** The canonical public address of a post. */
export function articlePath(post: { _id: string; slug?: string | undefined }): string {
  return post.slug ? `/article/${post._id}/${encodeURIComponent(post.slug)}` : `/article/${post._id}`;
}
