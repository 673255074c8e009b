import { z } from 'zod';
import { DEFAULTS } from './defaults';

const envSchema = z.object({
  VITE_API_URL: z.url().default(DEFAULTS.apiUrl),
  VITE_RECENT_VIDEOS_URL: z.url().default(DEFAULTS.recentVideosUrl),
  VITE_YOUTUBE_URL: z.url().default(DEFAULTS.youtubeUrl),
  VITE_FACEBOOK_URL: z.url().default(DEFAULTS.facebookUrl),
  VITE_TELEGRAM_URL: z.url().default(DEFAULTS.telegramUrl),
  VITE_CONTACT_EMAIL: z.email().default(DEFAULTS.contactEmail),
  VITE_CONTACT_PHONE_1: z.string().default(DEFAULTS.contactPhone1),
  VITE_CONTACT_PHONE_2: z.string().default(DEFAULTS.contactPhone2),
  VITE_CONTACT_ADDRESS: z.string().default(DEFAULTS.contactAddress),
  VITE_MAP_EMBED_URL: z.url().default(DEFAULTS.mapEmbedUrl),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(
    `Invalid site configuration: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
  );
}
const values = parsed.data;

/** Build-time settings of the public site, checked once at start so a bad value fails loudly. */
export const env = {
  apiUrl: values.VITE_API_URL,
  recentVideosUrl: values.VITE_RECENT_VIDEOS_URL,
  social: {
    youtube: values.VITE_YOUTUBE_URL,
    facebook: values.VITE_FACEBOOK_URL,
    telegram: values.VITE_TELEGRAM_URL,
  },
  contact: {
    email: values.VITE_CONTACT_EMAIL,
    phones: [values.VITE_CONTACT_PHONE_1, values.VITE_CONTACT_PHONE_2],
    address: values.VITE_CONTACT_ADDRESS,
  },
  mapEmbedUrl: values.VITE_MAP_EMBED_URL,
} as const;
