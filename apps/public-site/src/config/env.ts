import { z } from 'zod';

const envSchema = z.object({
  VITE_API_URL: z.url().default('http://localhost:3000/api/'),
  VITE_RECENT_VIDEOS_URL: z.url().default('https://www.youtube.com/playlist?list=PLstationRecentReleases01'),
  VITE_YOUTUBE_URL: z.url().default('https://www.youtube.com/@stationtv'),
  VITE_FACEBOOK_URL: z.url().default('https://www.facebook.com/stationtv'),
  VITE_TELEGRAM_URL: z.url().default('https://t.me/stationtv'),
  VITE_CONTACT_EMAIL: z.email().default('info@station.et'),
  VITE_CONTACT_PHONE_1: z.string().default('+251 11 155 0000'),
  VITE_CONTACT_PHONE_2: z.string().default('+251 91 100 0000'),
  VITE_CONTACT_ADDRESS: z.string().default('Bole, Addis Ababa, Ethiopia'),
  VITE_MAP_EMBED_URL: z
    .url()
    .default('https://www.openstreetmap.org/export/embed.html?bbox=38.74%2C8.97%2C38.82%2C9.03&layer=mapnik'),
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
