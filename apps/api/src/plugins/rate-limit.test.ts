import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { moduleRoutines } from '../modules/index';
import { REDIS_WAIT_MS } from './rate-limit-redis';

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

interface FakeRedis {
  url: string;
  /** From now on nothing is answered, though connections stay open. */
  hang(): void;
  close(): Promise<void>;
}

/**
 * A loopback server speaking just enough of Redis's protocol for a client to become ready (INFO, PING,
 * +OK to the rest), or nothing at all when `silent`: Redis hung the way a wedged server or a
 * black-holed proxy is, accepting connections and never answering.
 */
async function fakeRedis({ silent }: { silent: boolean }): Promise<FakeRedis> {
  let hung = silent;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      if (hung) return;
      // Each command arrives as an array whose first bulk string is its name.
      for (const [, name] of chunk.toString().matchAll(/\*\d+\r\n\$\d+\r\n([^\r]+)\r\n/g)) {
        const command = name?.toUpperCase();
        if (command === 'INFO') socket.write('$11\r\nloading:0\r\n\r\n');
        else if (command === 'PING') socket.write('+PONG\r\n');
        else socket.write('+OK\r\n');
      }
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    hang: () => {
      hung = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
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
let fake: FakeRedis | undefined;
afterEach(async () => {
  await app?.close();
  await fake?.close();
  fake = undefined;
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

/** The limit's wait on Redis, plus what answering a visit from PGlite takes on a busy machine. */
const VISIT_ANSWER_MS = REDIS_WAIT_MS + 150;

async function countedVisits(target: FastifyInstance): Promise<number> {
  const result = (await target.db.execute('SELECT count(*)::int AS n FROM visits')) as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

interface Outage {
  url: () => Promise<string>;
  /** What happens once the app is up: nothing, or Redis answering for a while and then hanging. */
  begin?: (target: FastifyInstance) => Promise<void>;
}

const OUTAGES: [string, Outage][] = [
  ['refuses connections', { url: async () => `redis://127.0.0.1:${await closedPort()}` }],
  [
    'accepts connections and never answers',
    {
      url: async () => {
        fake = await fakeRedis({ silent: true });
        return fake.url;
      },
    },
  ],
  [
    'answers, then hangs with its connection open',
    {
      url: async () => {
        fake = await fakeRedis({ silent: false });
        return fake.url;
      },
      begin: async (target) => {
        await vi.waitFor(() => expect(target.rateLimitStore()).toBe('up'), { timeout: 3000 });
        fake?.hang();
      },
    },
  ],
];

describe.each(OUTAGES)('rate limits while the Redis named by REDIS_URL %s', (_case, outage) => {
  it('fail open within the wait, count every visit, warn once in JSON, and report degraded', async () => {
    const stderr = vi.spyOn(process.stderr, 'write');
    const stdout = vi.spyOn(process.stdout, 'write');
    const { app, lines } = await appWithRedis(await outage.url());
    // The first visit also pays for warming up the database; the wait on Redis is timed after it.
    expect((await increase(app)).statusCode).toBe(204);
    // Only this outage's lines count: on a loaded machine a slow first handshake may be one before it.
    await outage.begin?.(app);
    const before = outage.begin ? lines.length : 0;
    const outageLines = () => lines.slice(before).filter((line) => line.includes(OUTAGE_LINE));
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await increase(app)).statusCode).toBe(204);
      expect(performance.now() - started).toBeLessThan(VISIT_ANSWER_MS);
    }
    expect(await countedVisits(app)).toBe(6);

    await vi.waitFor(() => expect(outageLines()).not.toHaveLength(0), { timeout: 3000 });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });

    expect(outageLines()).toHaveLength(1);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(JSON.parse(outageLines()[0] ?? '{}')).toMatchObject({
      level: 40,
      event: 'redis',
    });
    const printed = [...stderr.mock.calls, ...stdout.mock.calls].map(([text]) => String(text)).join('');
    expect(printed).not.toMatch(/ioredis|redis/i);
  });
});

describe('rate limits with REDIS_URL set', () => {
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
