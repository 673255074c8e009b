import { contentSecurityPolicy as policyFor } from '@station/security-headers';
import { DEFAULTS } from '../src/config/defaults.ts';

/** Where the video service's thumbnails come from (the recent-videos grid and program playlists). */
const THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/** The origins of a comma-separated setting, each checked to be a URL. */
function origins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}

/**
 * The public site's policy: pictures from the API (the uploads), the thumbnail host and any upload
 * or CDN origin named in VITE_IMAGE_ORIGINS (when PUBLIC_BASE_URL points uploads elsewhere); frames
 * from YouTube and the map.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  return policyFor({
    apiUrl: env.VITE_API_URL || DEFAULTS.apiUrl,
    imageHosts: [THUMBNAIL_ORIGIN, ...origins(env.VITE_IMAGE_ORIGINS)],
    frameHosts: [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      new URL(env.VITE_MAP_EMBED_URL || DEFAULTS.mapEmbedUrl).origin,
    ],
  });
}
