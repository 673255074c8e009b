import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS, connectionCap, limitConnections, openFileLimit } from './connections';

const FAST = { ...CONNECTION_LIMITS, headersMs: 300, keepAliveMs: 200, checkEveryMs: 50 };
let server: Server;
const sockets: Socket[] = [];

async function start(options: Omit<Parameters<typeof limitConnections>[1], 'onError'>) {
  server = createServer((_request, response) => response.end('ok'));
  limitConnections(server, { ...options, onError: () => undefined });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as { port: number }).port;
}

/** A connection that sends nothing; resolves with how long the server took to close it. */
function silent(port: number): { socket: Socket; closed: Promise<number> } {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.resume();
  sockets.push(socket);
  return { socket, closed: once(socket, 'close').then(() => Date.now() - started) };
}

const get = (port: number) =>
  new Promise<number>((resolve, reject) => {
    request({ port, host: '127.0.0.1', agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server.closeAllConnections();
  server.close();
});

describe('limitConnections', () => {
  it('closes a connection that sends nothing once its head is overdue, and answers others meanwhile', async () => {
    const port = await start({ limits: FAST });
    const quiet = silent(port);
    expect(await get(port)).toBe(200);
    const ms = await quiet.closed;
    expect(ms).toBeGreaterThanOrEqual(FAST.headersMs - 20);
    expect(ms).toBeLessThan(FAST.headersMs + 1_000);
  });

  it('ends a connection on which no byte moves for the stall limit, even when something listens for timeouts', {
    timeout: 10_000,
  }, async () => {
    // A handler that never answers: the head came, so only the stall limit can end it.
    server = createServer(() => undefined);
    server.on('timeout', () => undefined);
    limitConnections(server, { limits: { ...FAST, stalledMs: 300 }, onError: () => undefined });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { socket, closed } = silent((server.address() as { port: number }).port);
    socket.write('GET / HTTP/1.1\r\nHost: station.test\r\n\r\n');
    const stillOpen = new Promise<number>((resolve) =>
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 3_000),
    );
    expect(await Promise.race([closed, stillOpen])).toBeLessThan(3_000);
  });

  // The eviction runs each second, so this takes about 2 s; the margin is for two busy cores.
  it('refuses connections past the cap, and makes room by closing the long-silent ones', {
    timeout: 15_000,
  }, async () => {
    // Slow head checks, so only the eviction near the cap can free the places.
    const port = await start({ limits: { ...FAST, headersMs: 60_000 }, maxConnections: 5 });
    const held = Array.from({ length: 5 }, () => silent(port));
    await Promise.all(held.map(({ socket }) => once(socket, 'connect')));
    const refused = silent(port);
    expect(await refused.closed).toBeLessThan(500);
    // Within about a second the oldest silent ones are closed until the server is under its eviction
    // mark again (on a busy machine the five were accepted over more than a second, so that may be one),
    // and a real request gets in.
    await Promise.race(held.map(({ closed }) => closed));
    expect(await get(port)).toBe(200);
  });
});

describe('connectionCap', () => {
  it('leaves descriptors for the process itself, and half of a small limit', () => {
    expect(connectionCap(20_000, 256)).toBe(19_744);
    expect(connectionCap(1_024, 256)).toBe(768);
    expect(connectionCap(256, 256)).toBe(128);
    expect(connectionCap(undefined, 256)).toBe(768);
  });

  it('reads the soft open-file limit, and gives none when it cannot', () => {
    const limits =
      'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n';
    expect(openFileLimit(() => limits)).toBe(1_024);
    expect(openFileLimit(() => limits.replace('1024 ', 'unlimited'))).toBeUndefined();
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
  });
});
