import { liveInputSchema, liveSchema, messageWithDataSchema, toEmbedUrl } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { byIdWithBody } from '../../lib/route-schemas';
import { createLiveRepository, LIVE_ID } from './live.repository';

export async function liveRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live'];
  const repo = createLiveRepository(app.db);

  api.get(
    '/',
    { schema: { summary: 'The live broadcast link', tags, response: { 200: liveSchema } } },
    async () => ({ _id: LIVE_ID, url: await repo.url() }),
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
      await repo.setUrl(url);
      return {
        message: url ? 'Live Video Set Successfully!' : 'Live Video Removed Successfuly!',
        data: { _id: LIVE_ID, url },
      };
    },
  );
}
