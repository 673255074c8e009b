import { z } from 'zod';
import { FIELD_MAX, LANGUAGES } from '../common/constants';
import { bodySchema, idSchema, isoDateSchema } from '../common/text.schemas';
import { categorySchema } from '../posts/category.schema';

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
const STATUS_SENTENCE = 'The view status must be visit or page-view.';
export const viewStatusSchema = z.enum(VIEW_STATUSES, { error: STATUS_SENTENCE });
export type ViewStatus = z.infer<typeof viewStatusSchema>;

/**
 * What the page says of the reader's arrival, for the audience analytics: the page's
 * `document.referrer`, the `utm_source` and `utm_campaign` of its address and its interface language.
 */
const arrivalShape = {
  referrer: z
    .string({ error: 'The referrer must be a web address.' })
    .max(FIELD_MAX.url, { error: 'The referrer is too long.' })
    .optional(),
  utmSource: z
    .string({ error: 'The utm source must be text.' })
    .max(FIELD_MAX.utm, { error: 'The utm source is too long.' })
    .optional(),
  utmCampaign: z
    .string({ error: 'The utm campaign must be text.' })
    .max(FIELD_MAX.utm, { error: 'The utm campaign is too long.' })
    .optional(),
  lang: z.enum(LANGUAGES, { error: 'The language must be en or am.' }).optional(),
};

export const viewIncreaseQuerySchema = bodySchema({
  webStatus: viewStatusSchema,
  /** `visit` the first time this browser opens the article on a day, `page-view` otherwise (contract 4). */
  articleStatus: viewStatusSchema.optional(),
  articleId: z.uuid({ error: 'The article id is not valid.' }).optional(),
  path: z
    .string({ error: 'The page path must start with /.' })
    .max(FIELD_MAX.url, { error: 'The page path is too long.' })
    .refine((value) => value.startsWith('/') && !value.includes('\u0000'), {
      error: 'The page path must start with /.',
    })
    .optional(),
  ...arrivalShape,
}).refine((query) => (query.articleStatus === undefined) === (query.articleId === undefined), {
  error: 'An article view needs both the article id and its status.',
  path: ['articleId'],
});
export type ViewIncreaseQuery = z.infer<typeof viewIncreaseQuerySchema>;

/**
 * A reader stayed with an article (docs/analytics.md, engaged reading): the article and what the page
 * knows of the visit, as the page's view call sent it. The beacon carries no body.
 */
export const viewEngagedQuerySchema = bodySchema({
  articleId: z.uuid({ error: 'The article id is not valid.' }),
  ...arrivalShape,
});
export type ViewEngagedQuery = z.infer<typeof viewEngagedQuerySchema>;

export const visitorSchema = z.object({
  createdAt: isoDateSchema,
  ip: z.string(),
  visited: z.string(),
  device: z.string(),
  browser: z.string(),
  /** The article's title when `visited` is the path of an existing article (contract 3). */
  title: z.string().optional(),
});
export type Visitor = z.infer<typeof visitorSchema>;
export const visitorListSchema = z.array(visitorSchema);
