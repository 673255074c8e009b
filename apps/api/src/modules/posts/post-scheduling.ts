import type { FastifyInstance } from 'fastify';
import type { PostsService } from './posts.service';

/** Looked at this often even with nothing due: a post scheduled through another instance, a clock that jumped. */
const LOOK_EVERY_MS = 30_000;
const PURGE_EVERY_MS = 3_600_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A scheduled post is visible from its time on by the public queries alone; this only makes the
 * caches let go of what they drew before it (every instance, through the content version) and is the
 * place for whatever else must happen once at that moment. Each instance wakes at the next post's
 * time, after each write to posts it takes (a post scheduled or rescheduled), and every half minute;
 * the claim in the database makes each post's moment run on one of them only. The trash is emptied of
 * posts older than 30 days each hour.
 */
export function startPostScheduling(app: FastifyInstance, service: PostsService) {
  let running = false;
  let again = false;
  let stopped = false;
  let wake: NodeJS.Timeout | undefined;

  const sleepFor = (ms: number) => {
    clearTimeout(wake);
    // A few milliseconds late rather than early: the database's clock decides what is due.
    if (!stopped) wake = setTimeout(goLive, Math.min(Math.max(Math.ceil(ms) + 5, 0), LOOK_EVERY_MS)).unref();
  };

  async function goLive(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    let nextMs: number | undefined;
    try {
      do {
        again = false;
        const claimed = await service.claimWentLive();
        if (claimed.length > 0) {
          app.publicCache.clear();
          await app.contentVersion.move();
          app.log.info(
            { event: 'posts-went-live', posts: claimed.map((post) => post.id) },
            'scheduled posts went live',
          );
        }
        nextMs = await service.msUntilNextGoLive();
      } while (again && !stopped);
    } catch (error) {
      app.log.warn({ err: error }, 'the go-live tick failed; the next one tries again');
    } finally {
      running = false;
      sleepFor(nextMs ?? LOOK_EVERY_MS);
    }
  }

  const purge = () =>
    service.purgeOldTrash().catch((error: unknown) => {
      app.log.warn({ err: error }, 'emptying the trash failed; the next hour tries again');
    });
  let purging: NodeJS.Timeout | undefined;
  app.addHook('onResponse', async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) void goLive();
  });
  app.addHook('onReady', async () => {
    purging = setInterval(purge, PURGE_EVERY_MS).unref();
    void goLive();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(wake);
    clearInterval(purging);
  });
}
