import { contentSecurityPolicy, crossOrigin, securityHeaders } from '@station/security-headers';
import type { ConsoleEnv } from './env';

/**
 * The console's policy, from its settings: data from the API, pictures from the API, the public site
 * (the uploads' default address is on the main domain, `${PUBLIC_BASE_URL}/uploads`) and IMAGE_ORIGINS
 * (a CDN in front of the uploads); no frames.
 */
export function consolePolicy({ config, imageOrigins }: Pick<ConsoleEnv, 'config' | 'imageOrigins'>): string {
  return contentSecurityPolicy({
    apiUrl: config.apiUrl,
    imageHosts: [crossOrigin(config.publicSiteUrl) ?? '', ...imageOrigins].filter(Boolean),
  });
}

/** The headers every answer of the console's server carries. */
export const consoleSecurityHeaders = (env: Pick<ConsoleEnv, 'config' | 'imageOrigins'>) =>
  securityHeaders(consolePolicy(env));
