import type { FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import { forbidden } from './errors';

const originOf = (address: string): string | undefined => {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
};

/**
 * A guard for the public forms (contact, newsletter): a browser sends them only from the station's
 * own pages. Every browser names the page's origin on a POST, so another site's hidden form or
 * script is refused by its `Origin` (or by `Sec-Fetch-Site: cross-site` when a browser sends that
 * alone). A request naming no origin at all comes from no browser page (a server, a script, curl),
 * which could forge any header anyway; it is left to the forms' own checks and limits.
 */
export function sameSiteForm(env: Pick<Env, 'PUBLIC_SITE_URL' | 'CORS_ORIGINS'>) {
  const allowed = new Set(
    [env.PUBLIC_SITE_URL, ...env.CORS_ORIGINS].map(originOf).filter((origin) => origin !== undefined),
  );
  return async (request: FastifyRequest) => {
    const { origin } = request.headers;
    const crossSite = origin === undefined && request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && !allowed.has(origin)) || crossSite) {
      request.log.warn(
        { event: 'security', reason: 'cross-site-form', origin: origin ?? null, url: request.url },
        'a public form was sent from another site',
      );
      throw forbidden("This form can be sent only from the station's own website.");
    }
  };
}
