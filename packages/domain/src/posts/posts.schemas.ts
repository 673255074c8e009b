import { z } from 'zod';
import { FIELD_MAX, LIMITS } from '../common/constants';
import { idSchema, isoDateSchema, textSchema } from '../common/text.schemas';
import { CATEGORIES } from './categories';

export const categorySchema = z.enum(CATEGORIES, {
  error: `category must be one of ${CATEGORIES.join(', ')}`,
});

export const postImageSchema = z.object({
  secure_url: z.string(),
  id: z.string().optional(),
  title: z.string().optional(),
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
});
export type Post = z.infer<typeof postSchema>;
export const postListSchema = z.array(postSchema);

const intParam = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` });

export const listPostsQuerySchema = z.strictObject({
  limit: intParam('limit', 1, LIMITS.listMax).default(LIMITS.adminPostsPageSize),
  skip: intParam('skip', 0, 1_000_000).default(0),
  category: categorySchema.optional(),
});
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

export const searchParamsSchema = z.strictObject({
  key: z
    .string()
    .max(FIELD_MAX.searchKey, { error: `key is too long (max ${FIELD_MAX.searchKey} characters)` })
    .refine((value) => value.trim().length > 0, { error: 'key is required' })
    .refine((value) => !value.includes('\u0000'), { error: 'key contains a NUL character' }),
});

export const postFieldsSchema = z.strictObject({
  title: textSchema('title', FIELD_MAX.title),
  detail: textSchema('detail', FIELD_MAX.detail),
  category: categorySchema,
});
export type PostFields = z.infer<typeof postFieldsSchema>;

export const updatePostInputSchema = postFieldsSchema.extend({
  /** When sent, the edit is refused with 409 if someone saved the post since this moment. */
  updatedAt: isoDateSchema.optional(),
});
export type UpdatePostInput = z.infer<typeof updatePostInputSchema>;
