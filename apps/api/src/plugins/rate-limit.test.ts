import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { moduleRoutines } from '../modules/index';

const OUTAGE_LINE = 'rate-limit store unreachable';

/** A loopback port with nothing listening: Redis "down" the way a stopped container is. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** The normal path needs a real Redis on loopback; without one that test is skipped, not failed. */
const redisListening = await new Promise<boolean>((resolve) => {
  const socket = connect(6379, '127.0.0.1');
  const settle = (open: boolean) => {
    socket.destroy();
    resolve(open);
  };
  socket.once('connect', () => settle(true)).once('error', () => settle(false));
  socket.setTimeout(500, () => settle(false));
});

let app: FastifyInstance | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

async function appWithRedis(url: string) {
  const lines: string[] = [];
  dataDir = mkdtempSync(join(tmpdir(), 'station-redis-'));
  const database = await createDatabase({});
  await migrate(database, { routines: moduleRoutines });
  app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir, REDIS_URL: url }),
    database,
    logStream: { write: (line: string) => lines.push(line) },
  });
  await app.ready();
  return { app, lines };
}

const increase = (target: FastifyInstance) =>
  target.inject({ method: 'PATCH', url: '/api/view/increase?webStatus=visit&path=%2F' });

describe('rate limits with REDIS_URL set', () => {
  it('skip the limit at once while Redis is down, say so once in the log, and report degraded', async () => {
    const stderr = vi.spyOn(process.stderr, 'write');
    const { app, lines } = await appWithRedis(`redis://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect((await increase(app)).statusCode).toBe(204);
    expect(Date.now() - started).toBeLessThan(2000);

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });

    const outage = lines.filter((line) => line.includes(OUTAGE_LINE));
    expect(outage).toHaveLength(1);
    expect(JSON.parse(outage[0] ?? '{}')).toMatchObject({ level: 40, event: 'redis' });
    expect(stderr.mock.calls.map(([text]) => String(text)).join('')).not.toMatch(/ioredis/);
  });

  it.skipIf(!redisListening)('count in Redis and report it up when it answers', async () => {
    const { app } = await appWithRedis('redis://127.0.0.1:6379');
    await vi.waitFor(() => expect(app.rateLimitStore()).toBe('up'), { timeout: 2000 });
    const response = await increase(app);
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-ratelimit-remaining']).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
      redis: 'up',
    });
  });
});
