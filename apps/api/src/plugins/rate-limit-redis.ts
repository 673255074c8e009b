import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long a limit check may wait on Redis before the request goes on without it. */
export const REDIS_WAIT_MS = 100;
/**
 * How long opening a connection may take. Commands never wait for it (with no offline queue they fail
 * at once while there is no connection), so it can allow for a Redis across a slow network.
 */
const CONNECT_WAIT_MS = 1000;
/**
 * A Redis that hangs keeps its connection open and raises no error; only an unanswered command shows
 * it. A PING this often finds that out, and finds the return.
 */
const PROBE_EVERY_MS = 1000;

export interface RateLimitRedis {
  client: Redis;
  /** Whether limits are being counted right now; while Redis is down every limit is skipped. */
  isUp(): boolean;
  close(): void;
}

/**
 * The shared counter store behind the rate limits. A limit is a guard, not the service: when Redis is
 * unreachable, commands fail at once (no offline queue, no retries) or after REDIS_WAIT_MS, and the
 * limit is skipped, so readers are answered rather than kept waiting for a 500. Once an outage is
 * known the limits skip Redis without asking it. One warning per outage, one line when it returns,
 * both through the app's JSON log.
 */
export async function createRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<RateLimitRedis> {
  // Loaded only when a Redis is named: the client library holds about 30 MiB an instance without one never needs.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    connectTimeout: CONNECT_WAIT_MS,
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
  const answering = () => {
    up = true;
    if (outageLogged) log.info({ event: 'redis' }, 'rate-limit store answers again; rate limits apply');
    outageLogged = false;
  };
  client.on('ready', answering);
  // Without an 'error' listener ioredis prints every failed reconnect to stderr.
  client.on('error', down);
  client.on('close', () => down());
  const probe = setInterval(() => {
    if (client.status !== 'ready') return;
    client.ping().then(answering, down);
  }, PROBE_EVERY_MS).unref();
  return {
    client,
    isUp: () => up,
    close: () => {
      clearInterval(probe);
      client.disconnect();
    },
  };
}
