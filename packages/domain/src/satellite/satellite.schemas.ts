import { z } from 'zod';
import { FIELD_MAX } from '../common/constants';
import { idSchema, isoDateSchema, textSchema } from '../common/text.schemas';

export const POLARITIES = ['horizontal', 'vertical'] as const;
export const polaritySchema = z.enum(POLARITIES, { error: 'polarity must be horizontal or vertical' });
export type Polarity = z.infer<typeof polaritySchema>;

export const satelliteInfoSchema = z.object({
  _id: idSchema,
  satellite: z.string(),
  frequency: z.number(),
  symbol_rate: z.string(),
  polarity: polaritySchema,
  createdAt: isoDateSchema.optional(),
});
export type SatelliteInfo = z.infer<typeof satelliteInfoSchema>;
export const satelliteInfoListSchema = z.array(satelliteInfoSchema);

export const satelliteInfoInputSchema = z.strictObject({
  satellite: textSchema('satellite', FIELD_MAX.name),
  frequency: z
    .number({ error: 'frequency must be a number' })
    .positive({ error: 'frequency must be a positive number' })
    .max(1_000_000, { error: 'frequency is too large' }),
  symbol_rate: textSchema('symbol_rate', FIELD_MAX.shortText),
  polarity: polaritySchema,
});
export type SatelliteInfoInput = z.infer<typeof satelliteInfoInputSchema>;
