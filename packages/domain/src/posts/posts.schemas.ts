import { z } from 'zod';
import { FIELD_MAX, LIMITS } from '../common/constants';
import { bodySchema, idSchema, isoDateSchema, textSchema, wholeNumber } from '../common/text.schemas';
import { categorySchema } from './category.schema';
import { NEWSROOM_MAX, postAuthorSchema, postStatusSchema } from './newsroom.schemas';
import { photoFocusSchema } from './photo-focus.schemas';

export const postImageSchema = z.object({
  secure_url: z.string(),
  id: z.string().optional(),
  title: z.string().optional(),
  caption: z.string().optional(),
  alt: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** The stored widths, for `srcset` (`<url> 400w, <url> 800w, …`); absent on photos stored before. */
  srcset: z.string().optional(),
  /** The point every crop keeps in view; absent means the middle. */
  focus: photoFocusSchema.optional(),
  /** The cover cut to the share picture's size around its focus; absent on photos stored before. */
  share_url: z.string().optional(),
});
export type PostImage = z.infer<typeof postImageSchema>;

export const postSchema = z.object({
  _id: idSchema,
  title: z.string(),
  detail: z.string(),
  category: categorySchema,
  imagesUrl: z.array(postImageSchema),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema.optional(),
  visit: z.number().int().nonnegative(),
  /** The fields below came with the newsroom; older servers' answers lack them. */
  status: postStatusSchema.optional(),
  slug: z.string().optional(),
  /** When it went or goes public; null for a post never published. */
  publishAt: isoDateSchema.nullable().optional(),
  /** Set when the text was edited after it was published (the article's "Updated"). */
  editedAt: isoDateSchema.nullable().optional(),
  trashedAt: isoDateSchema.nullable().optional(),
  author: postAuthorSchema.nullable().optional(),
  /** Sanitised rich text; null for a plain-text post, whose `detail` is drawn as paragraphs. */
  body: z.string().nullable().optional(),
});
export type Post = z.infer<typeof postSchema>;
export const postListSchema = z.array(postSchema);

export const listPostsQuerySchema = bodySchema({
  limit: wholeNumber('The number of posts per page', 1, LIMITS.listMax).default(LIMITS.adminPostsPageSize),
  skip: wholeNumber('The number of posts to skip', 0, 1_000_000).default(0),
  category: categorySchema.optional(),
});
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

/** A key with nothing to search for (empty or blank) is answered with no posts rather than refused. */
const searchKeySchema = z
  .string({ error: 'Type something to search for.' })
  .max(FIELD_MAX.searchKey, {
    error: `The search text is too long (at most ${FIELD_MAX.searchKey} characters).`,
  })
  .refine((value) => !value.includes('\u0000'), {
    error: 'The search text contains a character that cannot be searched for (NUL).',
  });

/** `GET post/search/:key`, the form older clients use. */
export const searchParamsSchema = bodySchema({ key: searchKeySchema });
/** `GET post/search?key=`: a key of `.` or `..` survives here, where a URL parser would drop it from a path. */
export const searchQuerySchema = bodySchema({ key: searchKeySchema });

/**
 * Control characters a person cannot see, which XML (the feeds, the sitemaps) cannot carry at all,
 * and the two code points Unicode keeps out of text. Tab and line breaks stay.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its job
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;
/** Vertical tab (a line break pasted from a word processor) and form feed (a page break). */
const PASTED_BREAKS = /[\v\f]/g;

/**
 * Pasted text as a post keeps it: a pasted line or page break becomes a line break, and every other
 * control character goes. Two passes of single-character classes: linear in the length.
 */
export const withoutControls = (text: string) => text.replace(PASTED_BREAKS, '\n').replace(CONTROLS, '');

/** The stored markup, not what was sent, must fit: escaping and closing tags can make it longer. */
export const BODY_TOO_LONG = `The text of the post is too long once its formatting is counted (at most ${NEWSROOM_MAX.body} characters). Remove some formatting or split it into two posts.`;

/**
 * A post as the console sends it. With `body` (rich text), the server sanitises it and derives
 * `detail` from its text, so `detail` may be left out; without it, `detail` is the plain text.
 * `intent`: save as a draft, submit for review, or publish (the default for older consoles, which
 * published on save; the server files it for review when the writer may not publish).
 */
export const postFieldsSchema = bodySchema({
  title: textSchema('The title', FIELD_MAX.title).transform(withoutControls),
  detail: textSchema('The text of the post', FIELD_MAX.detail).transform(withoutControls),
  category: categorySchema,
  body: z
    .string({ error: 'The text of the post must be text.' })
    .max(NEWSROOM_MAX.body, { error: 'The text of the post is too long.' })
    .transform(withoutControls)
    .optional(),
  slug: textSchema('The link name', NEWSROOM_MAX.slug, { required: false }).optional(),
  intent: z.enum(['draft', 'review', 'publish'], { error: 'Choose draft, review or publish.' }).optional(),
});
export type PostFields = z.infer<typeof postFieldsSchema>;

export const updatePostInputSchema = postFieldsSchema.extend({
  /** When sent, the edit is refused with 409 if someone saved the post since this moment. */
  updatedAt: isoDateSchema.optional(),
});
export type UpdatePostInput = z.infer<typeof updatePostInputSchema>;
