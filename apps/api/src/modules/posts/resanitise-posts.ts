import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../jobs/job-queue';
import { SANITIZER_VERSION } from '../../lib/rich-text';
import type { PostsService } from './posts.service';

/** One kind per version of the sanitiser: an instance still on older rules never claims a newer pass. */
export const RESANITISE_JOB = `posts.resanitise.v${SANITIZER_VERSION}`;
/** Posts read at once: an old body can be most of a megabyte, so a batch stays a few megabytes. */
const BATCH = 20;
/** A step of the pass: short enough that the job's claim (a minute) never runs out under it. */
const STEP_MS = 15_000;

/**
 * Queues the pass for this version of the sanitiser, once ever: every instance asks as it starts, and
 * the job's key makes the later asks no-ops. False when it was queued before.
 */
export async function queueResanitising(app: FastifyInstance): Promise<boolean> {
  const queued = await app.jobs.enqueue(RESANITISE_JOB, {}, { key: 'from-start' });
  app.jobs.kick();
  return queued;
}

/**
 * Walks every post with a body, by id, a batch at a time, letting other work run between batches. A
 * step that runs long, or an instance stopping, queues the rest as a job starting after the last post
 * done, so the pass goes on where it was, on whichever instance claims it.
 */
function resanitiseJob(app: FastifyInstance, service: PostsService): JobHandler {
  return async (payload, { signal }) => {
    let after = typeof payload.after === 'string' ? payload.after : undefined;
    const stepEnds = Date.now() + STEP_MS;
    let rewritten = 0;
    for (;;) {
      const pass = await service.resanitiseAfter(after, BATCH);
      if (pass.public) {
        app.publicCache.clear();
        await app.contentVersion.move();
      }
      rewritten += pass.rewritten;
      for (const post of pass.overLimit)
        app.log.warn(
          { event: 'post-body-over-limit', post },
          'a stored post is longer than the limit once cleaned; it is kept whole, and its next save asks for it shorter',
        );
      for (const post of pass.leftAsItWas)
        app.log.warn(
          { event: 'post-body-not-cleaned', post },
          'a stored post would grow past its stored length once cleaned; it is left as it was',
        );
      if (pass.done || !pass.last) break;
      after = pass.last;
      if (signal.aborted || Date.now() >= stepEnds) {
        await app.jobs.enqueue(RESANITISE_JOB, { after }, { key: `after:${after}` });
        app.jobs.kick();
        break;
      }
      await yieldToOthers();
    }
    if (rewritten > 0)
      app.log.info(
        { event: 'posts-resanitised', posts: rewritten, version: SANITIZER_VERSION },
        'stored posts cleaned by the current sanitiser',
      );
    return undefined;
  };
}

/** Registers the pass and queues it once the app is ready (and so its queue started). */
export function startResanitising(app: FastifyInstance, service: PostsService) {
  app.jobs.register(RESANITISE_JOB, resanitiseJob(app, service), { remembered: true });
  app.addHook('onReady', async () => {
    await queueResanitising(app);
  });
}
