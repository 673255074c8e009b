import { z } from 'zod';
import { FIELD_MAX } from '../common/constants';
import { idSchema, isoDateSchema } from '../common/text.schemas';
import { categorySchema } from '../posts/posts.schemas';

export const analyticsSchema = z.object({
  newsData: z.array(z.object({ category: categorySchema, count: z.number().int() })),
  postCount: z.number().int(),
  posts: z.array(
    z.object({ _id: idSchema, title: z.string(), visit: z.number().int(), category: categorySchema }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const viewTotalsSchema = z.object({
  totalWebsiteView: z.number().int(),
  totalWebsiteVisit: z.number().int(),
});
export type ViewTotals = z.infer<typeof viewTotalsSchema>;

export const VIEW_STATUSES = ['visit', 'page-view'] as const;
export const viewStatusSchema = z.enum(VIEW_STATUSES, { error: 'status must be visit or page-view' });
export type ViewStatus = z.infer<typeof viewStatusSchema>;

export const viewIncreaseQuerySchema = z
  .strictObject({
    webStatus: z.enum(VIEW_STATUSES, { error: 'webStatus must be visit or page-view' }),
    articleStatus: z.enum(VIEW_STATUSES, { error: 'articleStatus must be visit or page-view' }).optional(),
    articleId: z.uuid({ error: 'articleId must be a valid id' }).optional(),
    path: z
      .string()
      .max(FIELD_MAX.url, { error: 'path is too long' })
      .refine((value) => value.startsWith('/') && !value.includes('\u0000'), {
        error: 'path must start with /',
      })
      .optional(),
  })
  .refine((query) => (query.articleStatus === undefined) === (query.articleId === undefined), {
    error: 'articleStatus and articleId go together',
    path: ['articleId'],
  });
export type ViewIncreaseQuery = z.infer<typeof viewIncreaseQuerySchema>;

export const visitorSchema = z.object({
  createdAt: isoDateSchema,
  ip: z.string(),
  visited: z.string(),
  device: z.string(),
  browser: z.string(),
});
export type Visitor = z.infer<typeof visitorSchema>;
export const visitorListSchema = z.array(visitorSchema);
