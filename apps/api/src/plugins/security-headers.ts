import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's default headers, worked out once at start. @fastify/helmet rebuilds the middleware and
 * re-parses the CSP for every request, which cost a few percent of a public read; the headers are the
 * same for every answer here (no nonces, no per-route options), and uploads still relax their own.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet()({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
