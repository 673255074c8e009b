import {
  messageSchema,
  messageWithDataSchema,
  scheduleListSchema,
  scheduleSlotInputSchema,
  scheduleSlotSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byId, byIdWithBody } from '../../lib/route-schemas';
import { publicCacheKeys } from '../../plugins/public-cache-keys';
import { createProgrammeScheduleService } from './programme-schedule.service';

export async function programmeScheduleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createProgrammeScheduleService(app.db);
  const tags = ['schedule'];
  const saved = messageWithDataSchema(scheduleSlotSchema);
  const named = (slot: { program: { name: string }; start: string }) =>
    `${slot.program.name} at ${slot.start}`;

  // The live page reads it on every visit, so it comes from the public cache; any write clears it,
  // a program's rename or removal included.
  api.get(
    '/',
    {
      schema: {
        summary: 'The weekly programme schedule, by day and start time',
        alsoAnswers: [304],
        tags,
        response: { 200: scheduleListSchema },
      },
    },
    (request, reply) =>
      app.publicCache.serve(request, reply, publicCacheKeys.programmeSchedule, async () => ({
        body: await service.list(),
      })),
  );

  api.post(
    '/add',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: 'Add a slot to the weekly schedule',
        tags,
        body: scheduleSlotInputSchema,
        response: { 200: saved },
      },
    },
    async (request) => ({ message: 'Saved Successfully!', data: await service.create(request.body) }),
  );

  api.patch(
    '/:id',
    {
      onRequest: app.requirePublishRight,
      schema: {
        summary: 'Move or change a schedule slot',
        ...byIdWithBody(tags, scheduleSlotInputSchema, saved),
      },
    },
    async (request) => {
      const slot = await service.update(request.params.id, request.body);
      return { message: `${named(slot)} Updated Successfully!`, data: slot };
    },
  );

  api.delete(
    '/:id',
    {
      onRequest: app.requirePublishRight,
      schema: { summary: 'Remove a schedule slot', ...byId(tags, messageSchema) },
    },
    async (request) => {
      const slot = await service.remove(request.params.id);
      return { message: `${named(slot)} Deleted Successfully!` };
    },
  );
}
