import { z } from 'zod';
import { DEFAULTS } from './defaults';

const envSchema = z.object({
  VITE_API_URL: z.url().default(DEFAULTS.apiUrl),
  VITE_PUBLIC_SITE_URL: z.url().default(DEFAULTS.publicSiteUrl),
});

/** Build-time settings, checked once: a bad value fails loudly instead of sending requests nowhere. */
export const env = envSchema.parse({
  VITE_API_URL: import.meta.env.VITE_API_URL || undefined,
  VITE_PUBLIC_SITE_URL: import.meta.env.VITE_PUBLIC_SITE_URL || undefined,
});
