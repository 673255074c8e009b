import { z } from 'zod';
import type { PhotoFocus } from './photo-focus';

/** A photo's focal point as the console sends it: fractions from 0 to 1 across and down. */
export const photoFocusSchema = z.object(
  {
    x: z
      .number({ error: 'The focal point is a number from 0 to 1.' })
      .min(0, { error: 'The focal point must lie on the photo (0 to 1).' })
      .max(1, { error: 'The focal point must lie on the photo (0 to 1).' }),
    y: z
      .number({ error: 'The focal point is a number from 0 to 1.' })
      .min(0, { error: 'The focal point must lie on the photo (0 to 1).' })
      .max(1, { error: 'The focal point must lie on the photo (0 to 1).' }),
  },
  { error: 'Give the focal point as x and y from 0 to 1.' },
) satisfies z.ZodType<PhotoFocus>;
