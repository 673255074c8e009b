import { readersNowSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadersNowService } from './readers-now.service';

/** Readers now, for the console's analytics page: read by those who read the other audience figures. */
export async function readersNowRoutes(app: FastifyInstance) {
  const readers = createReadersNowService(app.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/analytics/readers-now',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: 'Who read the site in the last five minutes, and what they read',
        tags: ['analytics'],
        response: { 200: readersNowSchema },
      },
    },
    () => readers.readersNow(),
  );
}
