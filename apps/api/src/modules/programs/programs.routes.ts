import {
  messageSchema,
  messageWithDataSchema,
  programInputSchema,
  programListSchema,
  programSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byId, byIdWithBody } from '../../lib/route-schemas';
import { publicCacheKeys } from '../../plugins/public-cache-keys';
import { createProgramsService } from './programs.service';

export async function programsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createProgramsService(app.db);
  const tags = ['programs'];
  const saved = messageWithDataSchema(programSchema);

  // The same for every reader, so both reads come from the public cache; any write clears it.
  api.get(
    '/',
    { schema: { summary: 'Every program', alsoAnswers: [304], tags, response: { 200: programListSchema } } },
    (request, reply) =>
      app.publicCache.serve(request, reply, publicCacheKeys.programList, async () => ({
        body: await service.list(),
      })),
  );

  api.get(
    '/:id',
    { schema: { summary: 'One program', alsoAnswers: [304], ...byId(tags, programSchema) } },
    (request, reply) =>
      app.publicCache.serve(request, reply, publicCacheKeys.program(request.params.id), async () => ({
        body: await service.get(request.params.id),
      })),
  );

  api.post(
    '/add',
    {
      onRequest: app.requirePublishRight,
      schema: { summary: 'Add a program', tags, body: programInputSchema, response: { 200: saved } },
    },
    async (request) => ({ message: 'Saved Successfully!', data: await service.create(request.body) }),
  );

  api.patch(
    '/:id',
    {
      onRequest: app.requirePublishRight,
      schema: { summary: 'Edit a program', ...byIdWithBody(tags, programInputSchema, saved) },
    },
    async (request) => {
      const program = await service.update(request.params.id, request.body);
      return { message: `${program.name} Updated Successfully!`, data: program };
    },
  );

  api.delete(
    '/:id',
    {
      onRequest: app.requirePublishRight,
      schema: { summary: 'Delete a program', ...byId(tags, messageSchema) },
    },
    async (request) => {
      const program = await service.remove(request.params.id);
      return { message: `${program.name} Deleted Successfully!` };
    },
  );
}
