import { requestLogSampler } from '@station/http/request-log';
import type { FastifyInstance } from 'fastify';

/**
 * One summary line per logged request instead of the framework's two per request: failures and slow
 * answers always, the rest one in `every`. The route is its pattern, never the address itself, so a
 * reader's search words stay out of the log and lines of one route group together.
 */
export function logRequestSummaries(app: FastifyInstance, every: number): void {
  const sample = requestLogSampler(every);
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const level = sample(reply.statusCode, ms);
    if (level) {
      request.log[level](
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: reply.statusCode,
          ms: Math.round(ms),
        },
        'request',
      );
    }
    done();
  });
}
