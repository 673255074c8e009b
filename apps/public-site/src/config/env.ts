import { DEFAULTS } from './defaults';

// Checked by hand rather than with zod: these ten keys are the only validation the first load needs,
// and zod would add a sixth of the site's script to it (the API client loads zod later, in its own chunk).
const source: Record<string, string | undefined> = import.meta.env;
const invalid: string[] = [];

const isUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

function read(key: string, fallback: string, valid: (value: string) => boolean = () => true): string {
  const value = source[key] ?? fallback;
  if (!valid(value)) invalid.push(key);
  return value;
}

const values = {
  apiUrl: read('VITE_API_URL', DEFAULTS.apiUrl, isUrl),
  recentVideosUrl: read('VITE_RECENT_VIDEOS_URL', DEFAULTS.recentVideosUrl, isUrl),
  youtube: read('VITE_YOUTUBE_URL', DEFAULTS.youtubeUrl, isUrl),
  facebook: read('VITE_FACEBOOK_URL', DEFAULTS.facebookUrl, isUrl),
  telegram: read('VITE_TELEGRAM_URL', DEFAULTS.telegramUrl, isUrl),
  email: read('VITE_CONTACT_EMAIL', DEFAULTS.contactEmail, isEmail),
  phone1: read('VITE_CONTACT_PHONE_1', DEFAULTS.contactPhone1),
  phone2: read('VITE_CONTACT_PHONE_2', DEFAULTS.contactPhone2),
  address: read('VITE_CONTACT_ADDRESS', DEFAULTS.contactAddress),
  mapEmbedUrl: read('VITE_MAP_EMBED_URL', DEFAULTS.mapEmbedUrl, isUrl),
};
if (invalid.length > 0) throw new Error(`Invalid site configuration: ${invalid.join(', ')}`);

/** Build-time settings of the public site, checked once at start so a bad value fails loudly. */
export const env = {
  apiUrl: values.apiUrl,
  recentVideosUrl: values.recentVideosUrl,
  social: {
    youtube: values.youtube,
    facebook: values.facebook,
    telegram: values.telegram,
  },
  contact: {
    email: values.email,
    phones: [values.phone1, values.phone2],
    address: values.address,
  },
  mapEmbedUrl: values.mapEmbedUrl,
} as const;
