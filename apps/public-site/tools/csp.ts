import { contentSecurityPolicy as policyFor } from '@station/security-headers';
import { DEFAULTS } from '../src/config/defaults.ts';

/** The public site's policy: thumbnails from the video service's image host, frames from YouTube and the map. */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  return policyFor({
    apiUrl: env.VITE_API_URL || DEFAULTS.apiUrl,
    imageHosts: ['https:'],
    frameHosts: [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      new URL(env.VITE_MAP_EMBED_URL || DEFAULTS.mapEmbedUrl).origin,
    ],
  });
}
