import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export interface OverloadOptions {
  /** Above this mean event-loop delay over the last sample, requests are answered 503 at once. */
  maxEventLoopDelayMs: number;
  sampleMs: number;
}

const DEFAULTS: OverloadOptions = { maxEventLoopDelayMs: 1_000, sampleMs: 1_000 };
const RESOLUTION_MS = 10;

/**
 * Under overload the API answers 503 with Retry-After at once instead of letting requests time out.
 * Registered after start-up work, so migrations on the embedded database never count as overload.
 * It measures only the event loop's delay, in memory: @fastify/under-pressure also sampled memory
 * through /proc on every tick, which throws EMFILE when descriptors run out and took the process down.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  options: Partial<OverloadOptions> = {},
): Promise<void> {
  const { maxEventLoopDelayMs, sampleMs } = { ...DEFAULTS, ...options };
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let delayMs = 0;
  const sampler = setInterval(() => {
    // The histogram counts its own timer's resolution as delay; no sample at all means a blocked loop.
    delayMs = histogram.count === 0 ? Number.POSITIVE_INFINITY : histogram.mean / 1e6 - RESOLUTION_MS;
    histogram.reset();
  }, sampleMs).unref();

  app.addHook('onRequest', (_request, reply, done) => {
    if (delayMs <= maxEventLoopDelayMs) return done();
    reply
      .status(503)
      .header('retry-after', '5')
      .send({ error: 'The service is busy. Please try again shortly.' });
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(sampler);
    histogram.disable();
    done();
  });
}
