import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own CORS options, merged over the global ones by @fastify/cors. */
    cors?: FastifyCorsOptions | false;
  }
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Public reads answer any origin with `Access-Control-Allow-Origin: *` and no credentials. The answer
 * then does not depend on Origin (no `Vary: Origin`), so a shared cache keeps one copy for every site.
 * This opens nothing: the API's only credential is a bearer token no foreign page holds, and a request
 * that carries one needs a preflight, which the OPTIONS route still answers from CORS_ORIGINS. Routes
 * behind a session guard keep the CORS_ORIGINS list as well. Registered after the auth plugin (it
 * recognizes its guards) and before the routes (it marks them as they are added).
 */
export const publicReadsCorsPlugin = fp(
  async (app: FastifyInstance) => {
    const guards = new Set<unknown>([app.authenticate, app.requireSuper, app.requirePublishRight]);
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!methods.every((method) => READS.has(method))) return;
      if ([route.onRequest].flat().some((hook) => guards.has(hook))) return;
      route.config = { ...route.config, cors: { origin: '*', credentials: false } };
    });
  },
  { name: 'public-reads-cors', dependencies: ['auth'] },
);
