import { z } from 'zod';
import { FIELD_MAX } from '../common/constants';
import { idSchema, isoDateSchema, textSchema } from '../common/text.schemas';

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

export const programInputSchema = z.strictObject({
  name: textSchema('name', FIELD_MAX.name),
  url: textSchema('url', FIELD_MAX.url, { required: false }),
  detail: textSchema('detail', FIELD_MAX.detail, { required: false }),
  time: textSchema('time', FIELD_MAX.shortText, { required: false }),
});
export type ProgramInput = z.infer<typeof programInputSchema>;
