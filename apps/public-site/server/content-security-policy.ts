import { contentSecurityPolicy, crossOrigin, securityHeaders } from '@station/security-headers';
import type { ServerEnv } from './env';

/** Where the video service's thumbnails come from (the recent-videos grid and program playlists). */
const THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/**
 * The public site's policy, from the settings the server started with: data from the API browsers
 * call, pictures from it (the uploads), the thumbnail host and IMAGE_ORIGINS (a CDN in front of the
 * uploads), frames from YouTube and the map.
 */
export function sitePolicy({ site, imageOrigins }: Pick<ServerEnv, 'site' | 'imageOrigins'>): string {
  return contentSecurityPolicy({
    apiUrl: site.apiUrl,
    imageHosts: [THUMBNAIL_ORIGIN, ...imageOrigins],
    frameHosts: [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      crossOrigin(site.mapEmbedUrl) ?? '',
    ].filter(Boolean),
  });
}

/** The headers every answer of the page server carries (no opener policy: see securityHeaders). */
export const siteSecurityHeaders = (env: Pick<ServerEnv, 'site' | 'imageOrigins'>) =>
  securityHeaders(sitePolicy(env), { isolateOpener: false });
