import { liveInputSchema, liveSchema, messageWithDataSchema, toEmbedUrl } from '@station/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_ID, live } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { byIdWithBody } from '../../lib/route-schemas';

export async function liveRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live'];

  api.get(
    '/',
    { schema: { summary: 'The live broadcast link', tags, response: { 200: liveSchema } } },
    async () => {
      const [row] = await app.db.select().from(live).where(eq(live.id, LIVE_ID));
      return { _id: LIVE_ID, url: row?.url ?? '' };
    },
  );

  api.patch(
    '/:id',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: 'Set or reset the live broadcast link',
        ...byIdWithBody(tags, liveInputSchema, messageWithDataSchema(liveSchema)),
      },
    },
    async (request) => {
      if (request.params.id !== LIVE_ID) throw notFound('The live video record');
      // Only the canonical embed url rebuilt from the video id is kept; nothing else the user typed survives.
      const url = request.body.url.trim() === '' ? '' : (toEmbedUrl(request.body.url) ?? '');
      await app.db
        .insert(live)
        .values({ id: LIVE_ID, url })
        .onConflictDoUpdate({ target: live.id, set: { url, updatedAt: new Date() } });
      return {
        message: url ? 'Live Video Set Successfully!' : 'Live Video Removed Successfuly!',
        data: { _id: LIVE_ID, url },
      };
    },
  );
}
