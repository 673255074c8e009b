import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { STORED_NAME } from '../../storage/local-storage';
import { uploadsDir } from '../../storage/uploads-location';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Stored images, named by the server, never changing: cached for a year and loadable from the apps' origins. */
export async function uploadsRoutes(app: FastifyInstance) {
  const dir = uploadsDir(app.env.DATA_DIR);
  app.get<{ Params: { file: string } }>('/:file', async (request, reply) => {
    const { file } = request.params;
    if (!STORED_NAME.test(file)) throw notFound('The file');
    const path = join(dir, file);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw notFound('The file');
    const extension = file.split('.').pop() ?? '';
    return reply
      .header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('Content-Length', info.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(path));
  });
}
