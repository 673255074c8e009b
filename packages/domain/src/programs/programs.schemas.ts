import { z } from 'zod';
import { FIELD_MAX } from '../common/constants';
import { bodySchema, idSchema, isoDateSchema, textSchema } from '../common/text.schemas';
import { INVALID_YOUTUBE_LINK } from '../live/live.schemas';
import { extractPlaylistId, extractVideoId } from '../youtube/youtube.helpers';

export const programSchema = z.object({
  _id: idSchema,
  name: z.string(),
  url: z.string(),
  detail: z.string(),
  time: z.string(),
  createdAt: isoDateSchema.optional(),
});
export type Program = z.infer<typeof programSchema>;
export const programListSchema = z.array(programSchema);

/**
 * A program's page plays its video and lists its playlist, so its link must name one of them, as the
 * live link must (contract 7); unlike the live link it cannot be empty.
 */
const programUrlSchema = z
  .string({ error: INVALID_YOUTUBE_LINK })
  .max(FIELD_MAX.url, { error: INVALID_YOUTUBE_LINK })
  .refine((url) => extractVideoId(url) !== null || extractPlaylistId(url) !== null, {
    error: INVALID_YOUTUBE_LINK,
  });

export const programInputSchema = bodySchema({
  name: textSchema('The program name', FIELD_MAX.name),
  url: programUrlSchema,
  detail: textSchema('The description', FIELD_MAX.detail, { required: false }),
  time: textSchema('The broadcast time', FIELD_MAX.shortText, { required: false }),
});
export type ProgramInput = z.infer<typeof programInputSchema>;
