import { z } from 'zod';
import { bodySchema } from '../common/text.schemas';

/** One item of the video service's playlistItems answer, as far as the site reads it. */
export const playlistItemSchema = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string().optional(),
    resourceId: z.object({ videoId: z.string() }),
    thumbnails: z.object({ medium: z.object({ url: z.string() }) }),
  }),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;
export const playlistSchema = z.array(playlistItemSchema);

const NOT_A_PLAYLIST = 'The playlist id is not valid.';

export const playlistQuerySchema = bodySchema({
  list: z.string({ error: NOT_A_PLAYLIST }).regex(/^[A-Za-z0-9_-]{2,64}$/, { error: NOT_A_PLAYLIST }),
});
