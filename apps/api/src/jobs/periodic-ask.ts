import type { FastifyInstance } from 'fastify';

/**
 * Runs `ask` once the app is ready and then every `everyMs` until it closes: how an instance asks the
 * shared queue for a keyed job (one pass an hour, one digest a week), so however many instances ask,
 * the key lets one job run. A failed ask is logged as `what` and left to the next one.
 */
export function askPeriodically(
  app: FastifyInstance,
  { everyMs, ask, what }: { everyMs: number; ask: () => Promise<void>; what: string },
) {
  let asking: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await ask();
    asking = setInterval(() => {
      ask().catch((error: unknown) => {
        app.log.warn({ err: error }, `queueing ${what} failed; the next ask tries again`);
      });
    }, everyMs).unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(asking);
  });
}
