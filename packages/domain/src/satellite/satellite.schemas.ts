import { z } from 'zod';
import { FIELD_MAX } from '../common/constants';
import { bodySchema, idSchema, isoDateSchema, textSchema } from '../common/text.schemas';

export const POLARITIES = ['horizontal', 'vertical'] as const;
export const polaritySchema = z.enum(POLARITIES, { error: 'Choose a polarity: horizontal or vertical.' });
export type Polarity = z.infer<typeof polaritySchema>;

/** Far above any satellite downlink (in MHz), low enough that a typo of extra digits is caught. */
export const FREQUENCY_MAX_MHZ = 1_000_000;

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

const ABOVE_ZERO = 'The frequency must be a number above zero.';

export const satelliteInfoInputSchema = bodySchema({
  satellite: textSchema('The satellite name', FIELD_MAX.name),
  frequency: z
    .number({ error: ABOVE_ZERO })
    .positive({ error: ABOVE_ZERO })
    .max(FREQUENCY_MAX_MHZ, { error: 'The frequency is too large (at most 1,000,000 MHz).' }),
  symbol_rate: textSchema('The symbol rate', FIELD_MAX.shortText),
  polarity: polaritySchema,
});
export type SatelliteInfoInput = z.infer<typeof satelliteInfoInputSchema>;
