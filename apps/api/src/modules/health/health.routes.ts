import { healthSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/',
      { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const up = await Promise.race([
          app.database.ping().catch(() => false),
          new Promise<false>((resolve) => setTimeout(resolve, 3000, false).unref()),
        ]);
        return up
          ? { status: 'ok' as const, database: 'up' as const }
          : reply.status(503).send({ status: 'degraded' as const, database: 'down' as const });
      },
    );
}
