import { z } from 'zod';
import { isoDateSchema } from '../common/text.schemas';

/** How long a preview link works after it is made: long enough to read and share with a colleague. */
export const PREVIEW_LIFETIME_MS = 3_600_000;
/**
 * The longest token the API makes (two ids, a token version, an expiry and a signature, about 130
 * characters); anything longer is refused before it is looked at.
 */
export const PREVIEW_TOKEN_MAX = 200;
/** The header the page server sends a preview token in, so it never sits in an API address or log. */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
/** Where the public site draws a preview. */
export const PREVIEW_PATH_PREFIX = '/preview/';

export const previewLinkSchema = z.object({
  token: z.string().min(1).max(PREVIEW_TOKEN_MAX),
  expiresAt: isoDateSchema,
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** The public site's address of a preview, on the site at `siteUrl`. */
export const previewUrl = (siteUrl: string, token: string) =>
  new URL(
    `${PREVIEW_PATH_PREFIX.slice(1)}${encodeURIComponent(token)}`,
    siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`,
  ).href;
