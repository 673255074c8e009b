import {
  messageSchema,
  messageWithDataSchema,
  satelliteInfoInputSchema,
  satelliteInfoListSchema,
  satelliteInfoSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byId, byIdWithBody } from '../../lib/route-schemas';
import { publicCacheKeys } from '../../plugins/public-cache-keys';
import { createSatelliteService } from './satellite.service';

export async function satelliteRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createSatelliteService(app.db);
  const tags = ['satellite'];
  const saved = messageWithDataSchema(satelliteInfoSchema);

  // Every page's top bar reads this list, so it comes from the public cache; any write clears it.
  api.get(
    '/',
    {
      schema: {
        summary: 'Every satellite frequency entry',
        alsoAnswers: [304],
        tags,
        response: { 200: satelliteInfoListSchema },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, publicCacheKeys.satelliteList, async () => ({
        body: await service.list(),
      })),
  );

  api.post(
    '/add',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: 'Add a satellite entry',
        tags,
        body: satelliteInfoInputSchema,
        response: { 200: saved },
      },
    },
    async (request) => ({ message: 'Saved Successfully!', data: await service.create(request.body) }),
  );

  api.patch(
    '/:id',
    {
      onRequest: app.requirePublishRight,
      schema: { summary: 'Edit a satellite entry', ...byIdWithBody(tags, satelliteInfoInputSchema, saved) },
    },
    async (request) => {
      const entry = await service.update(request.params.id, request.body);
      return { message: `${entry.satellite} Updated Successfully!`, data: entry };
    },
  );

  api.delete(
    '/:id',
    {
      onRequest: app.requirePublishRight,
      schema: { summary: 'Delete a satellite entry', ...byId(tags, messageSchema) },
    },
    async (request) => {
      const entry = await service.remove(request.params.id);
      return { message: `${entry.satellite} Deleted Successfully!` };
    },
  );
}
