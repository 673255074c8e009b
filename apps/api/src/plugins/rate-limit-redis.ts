import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a limit check may wait on Redis before the request goes on without it. */
const REDIS_WAIT_MS = 300;

export interface RateLimitRedis {
  client: Redis;
  /** Whether limits are being counted right now; while Redis is down every limit is skipped. */
  isUp(): boolean;
  close(): void;
}

/**
 * The shared counter store behind the rate limits. A limit is a guard, not the service: when Redis is
 * unreachable, commands fail at once (no offline queue, no retries, short timeouts) and the limit is
 * skipped, so readers are answered rather than kept waiting for a 500. One warning per outage, one
 * line when it returns, both through the app's JSON log.
 */
export function createRateLimitRedis(url: string, log: FastifyBaseLogger): RateLimitRedis {
  const client = new Redis(url, {
    connectTimeout: REDIS_WAIT_MS,
    commandTimeout: REDIS_WAIT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Keep trying in the background, at most every 2 s, so limits come back by themselves.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let up = false;
  let outageLogged = false;
  const down = (error?: Error) => {
    up = false;
    if (outageLogged) return;
    outageLogged = true;
    log.warn(
      { event: 'redis', ...(error ? { err: error } : {}) },
      'rate-limit store unreachable; rate limits are skipped until it answers again',
    );
  };
  client.on('ready', () => {
    up = true;
    if (outageLogged) log.info({ event: 'redis' }, 'rate-limit store answers again; rate limits apply');
    outageLogged = false;
  });
  // Without an 'error' listener ioredis prints every failed reconnect to stderr.
  client.on('error', down);
  client.on('close', () => down());
  return {
    client,
    isUp: () => up,
    close: () => client.disconnect(),
  };
}
