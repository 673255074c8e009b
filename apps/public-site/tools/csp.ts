import { DEFAULTS } from '../src/config/defaults.ts';

/**
 * The built page's Content-Security-Policy: scripts only from the site, data only from the API, frames
 * only from the video service and the map. Styles allow inline because MUI writes its styles at run time.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  const api = new URL(env.VITE_API_URL || DEFAULTS.apiUrl);
  const map = new URL(env.VITE_MAP_EMBED_URL || DEFAULTS.mapEmbedUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    // Thumbnails come from the video service's image host, uploads from the API (any port of its host in tests).
    `img-src 'self' data: https: ${api.origin} ${api.protocol}//${api.hostname}:*`,
    `connect-src 'self' ${api.origin}`,
    `frame-src https://www.youtube.com https://www.youtube-nocookie.com ${map.origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
