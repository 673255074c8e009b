import { auditEventSchema, auditQuerySchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuditRepository } from './audit.repository';

/** The Activity page's reading: newest first, by person, kind and time; supers only. */
export async function auditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createAuditRepository(app.db);
  api.get(
    '/',
    {
      onRequest: app.requireSuper,
      schema: {
        summary: 'The audit trail, newest first, by person, kind and time (super only)',
        tags: ['audit'],
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEventSchema) },
      },
    },
    async (request, reply) => {
      const { events, total } = await repo.list(request.query);
      reply.header('X-Total-Count', String(total));
      return events;
    },
  );
}
