import { z } from 'zod';
import { FIELD_MAX } from '../common/constants';
import { bodySchema } from '../common/text.schemas';

export const AD_NAMES = ['ad1', 'ad2'] as const;
export const adNameSchema = z.enum(AD_NAMES, { error: 'Choose an ad: ad1 or ad2.' });
export type AdName = z.infer<typeof adNameSchema>;

export const adSchema = z.object({
  name: adNameSchema,
  image: z.object({
    secure_url: z.string(),
    width: z.number().optional(),
    height: z.number().optional(),
    /** The stored widths (`<url> 400w, …`), so a phone reads a narrow copy; absent for a banner stored before. */
    srcset: z.string().optional(),
  }),
  /** Where a click on the ad leads; absent when the ad links nowhere. */
  link: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type Ad = z.infer<typeof adSchema>;
export const adListSchema = z.array(adSchema);

export const adParamsSchema = bodySchema({ name: adNameSchema });

const NOT_A_WEB_ADDRESS = 'The link must be a full web address starting with http:// or https://.';

/** Only web pages: a `javascript:` or `data:` link would run in the reader's page when clicked. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The click-through link as an admin types it; empty removes the stored link. */
export const adLinkSchema = z
  .string({ error: NOT_A_WEB_ADDRESS })
  .trim()
  .max(FIELD_MAX.url, { error: `The link is too long (at most ${FIELD_MAX.url} characters).` })
  .refine((value) => value === '' || isWebAddress(value), { error: NOT_A_WEB_ADDRESS });

/** The text fields of `PATCH ad/:name` (multipart, beside the image file). */
export const adFormFieldsSchema = bodySchema({
  name: adNameSchema.optional(),
  link: adLinkSchema.optional(),
});
export type AdFormFields = z.infer<typeof adFormFieldsSchema>;
