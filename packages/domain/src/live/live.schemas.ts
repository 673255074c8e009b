import { z } from 'zod';
import { FIELD_MAX } from '../common/constants';
import { bodySchema } from '../common/text.schemas';
import { toEmbedUrl } from '../youtube/youtube.helpers';

export const INVALID_YOUTUBE_LINK = 'Invalid YouTube link. Please enter a valid link.';

export const liveSchema = z.object({ _id: z.string(), url: z.string() });
export type Live = z.infer<typeof liveSchema>;

/** Empty means "not broadcasting"; anything else must be a YouTube link we can rebuild as an embed url. */
export const liveInputSchema = bodySchema({
  url: z
    .string({ error: INVALID_YOUTUBE_LINK })
    .max(FIELD_MAX.url, { error: INVALID_YOUTUBE_LINK })
    .refine((url) => url.trim() === '' || toEmbedUrl(url.trim()) !== null, { error: INVALID_YOUTUBE_LINK }),
});
export type LiveInput = z.infer<typeof liveInputSchema>;
