import { adListSchema, adParamsSchema, adSchema, messageWithDataSchema } from '@station/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipart } from '../../lib/multipart';
import { createAdsService } from './ads.service';

export async function adsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdsService({ db: app.db, storage: app.storage });
  const tags = ['ads'];

  api.get(
    '/',
    { schema: { summary: 'The ads with their images and links', tags, response: { 200: adListSchema } } },
    () => service.list(),
  );

  api.patch(
    '/:name',
    {
      onRequest: app.requirePublishRight,
      config: { upload: true },
      schema: {
        summary: "Replace an ad's image or link (multipart)",
        tags,
        params: adParamsSchema,
        response: { 200: messageWithDataSchema(adSchema) },
      },
    },
    async (request) => {
      const ad = await service.update(request.params.name, await readMultipart(request, 1));
      request.log.warn(
        { event: 'security', action: 'ad-uploaded', ad: request.params.name, by: request.admin.id },
        'ad updated',
      );
      return { message: 'AD updated Successfully!', data: ad };
    },
  );
}
