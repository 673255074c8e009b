import { adListSchema, adParamsSchema, adSchema, messageWithDataSchema } from '@station/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ads } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { processImage } from '../../lib/images';
import { readMultipart } from '../../lib/multipart';

type AdRow = typeof ads.$inferSelect;

const toAd = (row: AdRow) => ({
  name: row.name,
  image: { secure_url: row.image.secure_url, width: row.image.width, height: row.image.height },
  updatedAt: row.updatedAt.toISOString(),
});

export async function adsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ads'];

  api.get('/', { schema: { tags, response: { 200: adListSchema } } }, async () =>
    (await app.db.select().from(ads).orderBy(asc(ads.name))).map(toAd),
  );

  api.patch(
    '/:name',
    {
      onRequest: app.authenticate,
      schema: { tags, params: adParamsSchema, response: { 200: messageWithDataSchema(adSchema) } },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, 1);
      if (fields.name !== undefined && fields.name !== request.params.name) {
        throw badRequest('name in the form does not match the address');
      }
      const file = files.find((part) => part.field === 'image');
      if (!file) throw badRequest('image is required');
      const image = await processImage(file.data, ['image/png', 'image/jpeg'], { maxWidth: 2560 });
      const saved = await app.storage.save(image.data, image.extension);
      let previous: AdRow | undefined;
      let row: AdRow | undefined;
      try {
        [previous] = await app.db.select().from(ads).where(eq(ads.name, request.params.name));
        const value = { secure_url: saved.url, id: saved.key, width: image.width, height: image.height };
        [row] = await app.db
          .insert(ads)
          .values({ name: request.params.name, image: value })
          .onConflictDoUpdate({ target: ads.name, set: { image: value, updatedAt: new Date() } })
          .returning();
      } catch (error) {
        await app.storage.remove(saved.key);
        throw error;
      }
      if (previous?.image.id) await app.storage.remove(previous.image.id);
      request.log.info(
        { event: 'security', action: 'ad-uploaded', ad: request.params.name, by: request.admin.id },
        'ad updated',
      );
      return { message: 'AD updated Successfully!', data: toAd(row as AdRow) };
    },
  );
}
