import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimitRedis } from './rate-limit-redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** `off` without REDIS_URL (limits counted in memory); otherwise whether Redis answers. */
    rateLimitStore: () => 'off' | 'up' | 'down';
  }
}

const answer = (ttl: number) => `Too many requests. Please try again in ${Math.ceil(ttl / 1000)} seconds.`;

/** Per-route limits (`config.rateLimit`), counted in Redis when REDIS_URL names one, else in memory. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.env.REDIS_URL ? await createRateLimitRedis(app.env.REDIS_URL, app.log) : undefined;
  app.decorate('rateLimitStore', () => (redis ? (redis.isUp() ? 'up' : 'down') : 'off'));
  if (redis) {
    app.addHook('onClose', () => redis.close());
    app.metrics.gauge(
      'station_rate_limit_store_up',
      'Whether Redis answers (1) or limits are skipped (0).',
      () => (redis.isUp() ? 1 : 0),
    );
  }
  await app.register(rateLimit, {
    global: false,
    // While Redis is known to be down, requests go on without waiting for it to time out again.
    ...(redis ? { redis: redis.client, skipOnError: true, allowList: () => !redis.isUp() } : {}),
    nameSpace: 'station-rl-',
    cache: 10_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      error: answer(context.ttl),
      message: answer(context.ttl),
    }),
  });
});
