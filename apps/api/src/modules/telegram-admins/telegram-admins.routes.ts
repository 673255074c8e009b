import {
  messageSchema,
  messageWithDataSchema,
  telegramAdminInputSchema,
  telegramAdminListSchema,
  telegramAdminSchema,
} from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byId, byIdWithBody } from '../../lib/route-schemas';
import { createTelegramAdminsService } from './telegram-admins.service';

/** Who may post through the station's Telegram bot: super administrators only, for reading too. */
export async function telegramAdminsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createTelegramAdminsService(app.db);
  const tags = ['telegram-admins'];
  const saved = messageWithDataSchema(telegramAdminSchema);

  api.get(
    '/',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: 'Every Telegram admin (super only)',
        tags,
        response: { 200: telegramAdminListSchema },
      },
    },
    () => service.list(),
  );

  api.post(
    '/add',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: 'Add a Telegram admin (super only)',
        tags,
        body: telegramAdminInputSchema,
        response: { 200: saved },
      },
    },
    async (request) => ({ message: 'Saved Successfully!', data: await service.create(request.body) }),
  );

  api.patch(
    '/:id',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: 'Edit a Telegram admin (super only)',
        ...byIdWithBody(tags, telegramAdminInputSchema, saved),
      },
    },
    async (request) => ({
      message: 'Telegram Admin Updated Successfully!',
      data: await service.update(request.params.id, request.body),
    }),
  );

  api.delete(
    '/:id',
    {
      onRequest: app.requireSuper,
      schema: { summary: 'Delete a Telegram admin (super only)', ...byId(tags, messageSchema) },
    },
    async (request) => {
      const admin = await service.remove(request.params.id);
      return { message: `${admin.name} Deleted Successfully!` };
    },
  );
}
