import { contentVersionSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLongPoll } from './content-version-long-poll';

const querySchema = z.object({
  /** The version the asker knows: the answer waits until a newer one (a long poll). */
  after: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
});

/**
 * The version this instance's public answers are drawn under, answered from memory and kept by no
 * cache. Page servers ask with `?after=` the version they know, and are answered once it moves on
 * (or after a while with the same one); they then drop pages drawn under an older one.
 */
export async function contentVersionRoutes(app: FastifyInstance) {
  const longPoll = createLongPoll({ watch: app.contentVersion });
  // Held asks would keep the server from closing until their hold is over.
  app.addHook('preClose', async () => longPoll.releaseAll());

  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        summary: 'The number every accepted write moves on (for page servers)',
        tags: ['content'],
        querystring: querySchema,
        response: { 200: contentVersionSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { after } = request.query;
      if (after === undefined) return { version: String(app.contentVersion.current()) };
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      return { version: String(await longPoll.wait(BigInt(after), gone.signal)) };
    },
  );
}
