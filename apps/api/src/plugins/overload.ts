import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export interface OverloadOptions {
  /** Above this mean event-loop delay over the last sample, requests are answered 503 at once. */
  maxEventLoopDelayMs: number;
  sampleMs: number;
}

const DEFAULTS: OverloadOptions = { maxEventLoopDelayMs: 1_000, sampleMs: 1_000 };

/**
 * Under overload the API answers 503 with Retry-After at once instead of letting requests time out.
 * Registered after start-up work, so migrations on the embedded database never count as overload.
 * It measures only the event loop's delay, in memory: @fastify/under-pressure also sampled memory
 * through /proc on every tick, which throws EMFILE when descriptors run out and took the process down.
 * The delay is how late the sampler's own tick comes, so an idle process wakes once a sample rather
 * than a hundred times a second as a fine-grained histogram would.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  options: Partial<OverloadOptions> = {},
): Promise<void> {
  const { maxEventLoopDelayMs, sampleMs } = { ...DEFAULTS, ...options };
  let delayMs = 0;
  let due = performance.now() + sampleMs;
  const sampler = setInterval(() => {
    const now = performance.now();
    delayMs = now - due;
    due = now + sampleMs;
  }, sampleMs).unref();

  app.addHook('onRequest', (_request, reply, done) => {
    if (delayMs <= maxEventLoopDelayMs) return done();
    // The same answer on every route, whatever the route's own response schema says (the health
    // check's would reject it, and turn a busy answer into an error of its own).
    reply
      .status(503)
      .header('retry-after', '5')
      .type('application/json')
      .serializer(JSON.stringify)
      .send({ error: 'The service is busy. Please try again shortly.' });
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(sampler);
    done();
  });
}
