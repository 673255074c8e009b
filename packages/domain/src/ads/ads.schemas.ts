import { z } from 'zod';

export const AD_NAMES = ['ad1', 'ad2'] as const;
export const adNameSchema = z.enum(AD_NAMES, { error: 'name must be ad1 or ad2' });
export type AdName = z.infer<typeof adNameSchema>;

export const adSchema = z.object({
  name: adNameSchema,
  image: z.object({ secure_url: z.string(), width: z.number().optional(), height: z.number().optional() }),
  updatedAt: z.string().optional(),
});
export type Ad = z.infer<typeof adSchema>;
export const adListSchema = z.array(adSchema);

export const adParamsSchema = z.strictObject({ name: adNameSchema });
