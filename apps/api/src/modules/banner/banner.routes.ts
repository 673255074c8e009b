import { bannerInputSchema, bannerSchema, messageSchema, messageWithDataSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { publicCacheKeys } from '../../plugins/public-cache-keys';
import { createBannerRepository } from './banner.repository';

/**
 * The breaking-news banner on every public page: read by everyone (null when there is none or it has
 * ended), set and cleared by supers. Its end is checked on every read, and the public cache keeps an
 * answer only seconds, so an ended banner leaves the pages within the cache's few seconds.
 */
export async function bannerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createBannerRepository(app.db);
  const tags = ['banner'];

  api.get(
    '/',
    {
      schema: {
        summary: 'The breaking-news banner while it lasts, or null',
        alsoAnswers: [304],
        tags,
        response: { 200: bannerSchema.nullable() },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, publicCacheKeys.banner, async () => ({
        body: await repo.current(),
      })),
  );

  api.put(
    '/',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: 'Set the breaking-news banner and its end (super only)',
        tags,
        body: bannerInputSchema,
        response: { 200: messageWithDataSchema(bannerSchema) },
      },
    },
    async (request) => {
      const endsAt = new Date(request.body.endsAt);
      if (endsAt <= new Date()) throw badRequest('The end time must be in the future.');
      const data = await repo.set({ text: request.body.text, link: request.body.link || null, endsAt });
      return { message: 'The banner is on every page until it ends.', data };
    },
  );

  api.delete(
    '/',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: 'Remove the breaking-news banner (super only)',
        tags,
        response: { 200: messageSchema },
      },
    },
    async () => {
      await repo.clear();
      return { message: 'The banner was removed.' };
    },
  );
}
