import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { contentTypeOf, isUploadKey, UPLOAD_CACHE_CONTROL } from '../../storage/upload-keys';

/**
 * Stored images from whichever store holds them, so any instance (or a CDN in front of it) serves
 * every upload. Keys never change, so they are cached for a year, revalidate by key, and load from
 * the apps' origins.
 */
export async function uploadsRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>(
    '/:key',
    { schema: { summary: 'An uploaded image', alsoAnswers: [304] } },
    async (request, reply) => {
      const { key } = request.params;
      if (!isUploadKey(key)) throw notFound('The file');
      const etag = `"${key}"`;
      reply
        .header('Cache-Control', UPLOAD_CACHE_CONTROL)
        .header('ETag', etag)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const object = await app.storage.read(key);
      if (!object) throw notFound('The file');
      if (object.size !== undefined) reply.header('Content-Length', object.size);
      return reply.header('Content-Type', contentTypeOf(key)).send(object.body);
    },
  );
}
