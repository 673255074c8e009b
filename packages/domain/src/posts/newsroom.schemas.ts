import { z } from 'zod';
import { FIELD_MAX, LIMITS } from '../common/constants';
import { bodySchema, idSchema, isoDateSchema, textSchema, wholeNumber } from '../common/text.schemas';
import { SLUG_MAX } from './article-path';
import { categorySchema } from './category.schema';
import { photoFocusSchema } from './photo-focus.schemas';

/**
 * Where a post stands. Stored: draft, review, published (with a publish time) and a trash mark; a
 * published post whose time has not come is answered as `scheduled`, a trashed one as `trashed`.
 */
export const STORED_POST_STATUSES = ['draft', 'review', 'published'] as const;
export const POST_STATUSES = ['draft', 'review', 'scheduled', 'published', 'trashed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const postStatusSchema = z.enum(POST_STATUSES, { error: 'Choose a status.' });

/** A trashed post can be restored for this long; then it is purged with its images. */
export const TRASH_DAYS = 30;

export const NEWSROOM_MAX = {
  slug: SLUG_MAX,
  caption: 300,
  alt: 300,
  /** Rich text is stored as sanitised markup; its text alone stays within FIELD_MAX.detail. */
  body: 400_000,
  bannerText: 160,
  bulkIds: 100,
} as const;

export const postAuthorSchema = z.object({
  name: z.string(),
  kind: z.enum(['admin', 'telegram']),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** The widths every uploaded post photo is stored in (WebP); `srcset` lists those the photo reaches. */
export const POST_IMAGE_WIDTHS = [400, 800, 1600] as const;

/**
 * `POST post/:id/publish`: now when `publishAt` is absent or past, otherwise scheduled for then.
 * `updatedAt` is the version the editor read: a post changed since is refused with 409 `POST_CHANGED`
 * (the current version in the `x-post-version` header), so nothing goes live unseen.
 */
export const publishInputSchema = bodySchema({
  publishAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema.optional(),
});
/** The code of a 409 that says the post changed after the editor read it. */
export const POST_CHANGED = 'POST_CHANGED';
export const POST_VERSION_HEADER = 'x-post-version';
export type PublishInput = z.infer<typeof publishInputSchema>;

export const BULK_ACTIONS = ['publish', 'unpublish', 'trash', 'restore'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const bulkInputSchema = bodySchema({
  action: z.enum(BULK_ACTIONS, { error: 'Choose publish, unpublish, trash or restore.' }),
  ids: z
    .array(idSchema, { error: 'Choose the posts.' })
    .min(1, { error: 'Choose at least one post.' })
    .max(NEWSROOM_MAX.bulkIds, { error: `Choose at most ${NEWSROOM_MAX.bulkIds} posts at a time.` }),
  /** Each post's version as the editor saw it (`updatedAt` by id): publish refuses one changed since. */
  versions: z
    .record(idSchema, isoDateSchema, { error: 'Give each post’s version by its id.' })
    .refine((versions) => Object.keys(versions).length <= NEWSROOM_MAX.bulkIds, {
      error: `Give at most ${NEWSROOM_MAX.bulkIds} versions.`,
    })
    .optional(),
});
export type BulkInput = z.infer<typeof bulkInputSchema>;
/** One line per chosen post: done, or the reason it was not (`code` POST_CHANGED: read it again). */
export const bulkResultSchema = z.object({
  message: z.string(),
  results: z.array(
    z.object({
      _id: idSchema,
      ok: z.boolean(),
      error: z.string().optional(),
      code: z.string().optional(),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const CONSOLE_POST_SORTS = ['date', 'views'] as const;
/** `GET post/manage`: the console's table (signed in); every status unless one is asked for. */
export const managePostsQuerySchema = bodySchema({
  limit: wholeNumber('The number of posts per page', 1, LIMITS.listMax).default(LIMITS.adminPostsPageSize),
  skip: wholeNumber('The number of posts to skip', 0, 1_000_000).default(0),
  status: postStatusSchema.optional(),
  category: categorySchema.optional(),
  author: z
    .string({ error: 'The author must be a name.' })
    .max(FIELD_MAX.name, { error: 'The author’s name is too long.' })
    .optional(),
  q: z
    .string({ error: 'Type something to search for.' })
    .max(FIELD_MAX.searchKey, {
      error: `The search text is too long (at most ${FIELD_MAX.searchKey} characters).`,
    })
    .optional(),
  sort: z.enum(CONSOLE_POST_SORTS, { error: 'Sort by date or views.' }).default('date'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc.' }).default('desc'),
});
export type ManagePostsQuery = z.infer<typeof managePostsQuerySchema>;

/** `GET post/counts`: how many posts stand in each status (the sidebar's review count). */
export const postCountsSchema = z.object({
  draft: z.number().int(),
  review: z.number().int(),
  scheduled: z.number().int(),
  published: z.number().int(),
  trashed: z.number().int(),
});
export type PostCounts = z.infer<typeof postCountsSchema>;

/** `PATCH post/:id/photos`: the photos to keep, in order (the first is the cover), with their words. */
export const photosInputSchema = bodySchema({
  photos: z
    .array(
      bodySchema({
        id: z
          .string({ error: 'Name each photo by its id.' })
          .min(1, { error: 'Name each photo by its id.' })
          .max(FIELD_MAX.url, { error: 'Name each photo by its id.' }),
        caption: textSchema('The caption', NEWSROOM_MAX.caption, { required: false }).optional(),
        alt: textSchema('The description of the photo', NEWSROOM_MAX.alt, { required: false }).optional(),
        focus: photoFocusSchema.optional(),
      }),
      { error: 'List the photos to keep, in order.' },
    )
    .max(FIELD_MAX.imagesPerPost, { error: `A post takes at most ${FIELD_MAX.imagesPerPost} images.` }),
  updatedAt: isoDateSchema.optional(),
});
export type PhotosInput = z.infer<typeof photosInputSchema>;

/** The breaking-news banner: a short line, an optional link, shown on every public page until it ends. */
export const bannerSchema = z.object({
  text: z.string(),
  link: z.string().nullable(),
  endsAt: isoDateSchema,
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerInputSchema = bodySchema({
  text: textSchema('The banner text', NEWSROOM_MAX.bannerText),
  link: z
    .union(
      [z.literal(''), z.url({ protocol: /^https?$/, error: 'The link must be a web address (https://…).' })],
      { error: 'The link must be a web address (https://…).' },
    )
    .optional(),
  endsAt: isoDateSchema,
});
export type BannerInput = z.infer<typeof bannerInputSchema>;
