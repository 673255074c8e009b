import type { FastifyInstance } from 'fastify';
import type { PostsService } from './posts.service';

/** How soon after its time a scheduled post reaches every cache. */
const GO_LIVE_EVERY_MS = 1_000;
const PURGE_EVERY_MS = 3_600_000;

/**
 * A scheduled post is visible from its time on by the public queries alone; this only makes the
 * caches let go of what they drew before it (every instance, through the content version) and is the
 * place for whatever else must happen once at that moment. Each instance ticks; the claim in the
 * database makes each post's moment run on one of them only. The trash is emptied of posts older
 * than 30 days each hour.
 */
export function startPostScheduling(app: FastifyInstance, service: PostsService) {
  let running = false;
  const goLive = async () => {
    if (running) return;
    running = true;
    try {
      const claimed = await service.claimWentLive();
      if (claimed.length === 0) return;
      app.publicCache.clear();
      await app.contentVersion.move();
      app.log.info(
        { event: 'posts-went-live', posts: claimed.map((post) => post.id) },
        'scheduled posts went live',
      );
    } catch (error) {
      app.log.warn({ err: error }, 'the go-live tick failed; the next one tries again');
    } finally {
      running = false;
    }
  };
  const purge = () =>
    service.purgeOldTrash().catch((error: unknown) => {
      app.log.warn({ err: error }, 'emptying the trash failed; the next hour tries again');
    });
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setInterval(goLive, GO_LIVE_EVERY_MS).unref(), setInterval(purge, PURGE_EVERY_MS).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
