import { contentVersionSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The version this instance's public answers are drawn under. Page servers ask for it twice a second
 * and drop pages drawn under an older one, so it is answered from memory and kept by no cache.
 */
export async function contentVersionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        summary: 'The number every accepted write moves on (for page servers)',
        tags: ['content'],
        response: { 200: contentVersionSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: String(app.contentVersion.current()) };
    },
  );
}
