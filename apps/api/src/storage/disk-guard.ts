import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskSpace, type DiskSpace, type FreeSpaceProbe } from './disk-space';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether DATA_DIR can take writes; `probe` measures again at once. */
    diskSpace: Pick<DiskSpace, 'isFull' | 'probe'>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FULL_SENTENCE =
  "The server's storage is full, so nothing can be saved right now. Reading still works; please try again later.";

/**
 * Stops changes while DATA_DIR is short of space (reads go on), before the database or an upload
 * meets a refused write; lifts by itself once a probe finds room again. With the embedded database
 * every change writes there; with a PostgreSQL server only uploads (multipart bodies) kept on local
 * disk do, and with uploads in a bucket nothing does.
 */
export const diskGuardPlugin = fp(async (app: FastifyInstance, { probe }: { probe?: FreeSpaceProbe }) => {
  const disk = createDiskSpace({
    dir: app.env.DATA_DIR,
    ...(probe ? { probe } : {}),
    onChange: (full) =>
      full
        ? app.log.error(
            { event: 'disk' },
            'DATA_DIR is short of space; changes are refused until it has room',
          )
        : app.log.info({ event: 'disk' }, 'DATA_DIR has room again; changes are accepted'),
  });
  await disk.probe();
  app.decorate('diskSpace', disk);
  app.addHook('onClose', () => disk.stop());
  const embedded = app.database.kind === 'pglite';
  const uploadsHere = app.storage.kind === 'local';
  const writesHere = (request: FastifyRequest) =>
    !READS.has(request.method) &&
    (embedded || (uploadsHere && (request.headers['content-type'] ?? '').startsWith('multipart/')));
  app.addHook('onRequest', (request, reply, done) => {
    if (!disk.isFull() || !writesHere(request)) return done();
    reply.status(503).header('retry-after', '30').send({ error: FULL_SENTENCE, code: 'STORAGE_FULL' });
  });
});
