import { healthSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * 503 when the API cannot do its job (database down, or a disk too full to save anything), so a load
 * balancer or supervisor acts; a Redis outage only skips rate limits, so it is `degraded` with a 200.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        summary: 'Whether the API, its database, its disk and Redis answer',
        tags: ['health'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await Promise.race([
        app.database.ping().catch(() => false),
        new Promise<false>((resolve) => setTimeout(resolve, 3000, false).unref()),
      ]);
      const diskFull = app.diskSpace.isFull();
      const redis = app.rateLimitStore();
      const report = {
        database: up ? ('up' as const) : ('down' as const),
        disk: diskFull ? ('full' as const) : ('ok' as const),
        ...(redis === 'off' ? {} : { redis }),
      };
      if (!up || diskFull) return reply.status(503).send({ status: 'degraded' as const, ...report });
      return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), ...report };
    },
  );
}
