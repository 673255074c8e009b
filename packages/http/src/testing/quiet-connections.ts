import { once } from 'node:events';
import { Agent, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS, type ConnectionLimits } from '../connections';
import { listenLimited } from '../web-server';

/**
 * The shared limits with a head bound small enough for a test to wait out. Keep-alive stays at whole
 * seconds: the server announces it in seconds, and a client told `timeout=0` never reuses a connection.
 */
export const FAST_LIMITS: ConnectionLimits = {
  ...CONNECTION_LIMITS,
  headersMs: 300,
  keepAliveMs: 2_000,
  checkEveryMs: 50,
};

/** What a connection that goes quiet may have said first. */
export const QUIET_OPENINGS = {
  'sends nothing': '',
  'sends half a request head': 'GET / HTTP/1.1\r\nHost: station.test\r\n',
} as const;

/**
 * A raw connection that says `opening` and then nothing; `closed` resolves with how long after opening
 * the server closed it. Whatever the server writes (a 408) is read and dropped.
 */
export function quietConnection(port: number, opening = ''): { socket: Socket; closed: Promise<number> } {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.resume();
  if (opening) socket.write(opening);
  return { socket, closed: once(socket, 'close').then(() => Date.now() - started) };
}

/** Two requests, one after the other, on one kept-alive connection: their statuses and whether the second reused it. */
export async function twoOnOneConnection(port: number, path: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const sent = request({ port, host: '127.0.0.1', path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: sent.reusedSocket }));
      });
      sent.on('error', reject);
      sent.end();
    });
  try {
    const first = await get();
    // The agent takes the connection back once the answer has ended, a turn of the loop later.
    await new Promise((resolve) => setImmediate(resolve));
    return [first, await get()];
  } finally {
    agent.destroy();
  }
}

/**
 * The connection-limit cases every server of Station is held to, from outside with raw sockets: the
 * server `start` makes listens through `listenLimited` with `FAST_LIMITS`, and answers 200 at `path`.
 */
export function describeQuietConnections(name: string, path: string, start: () => Server) {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = start();
    port = await listenLimited(server, { port: 0, host: '127.0.0.1', limits: FAST_LIMITS });
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  describe(`the ${name} listening under the connection limits`, () => {
    it.each(Object.entries(QUIET_OPENINGS))(
      'closes a connection that %s once its head is overdue',
      async (_, opening) => {
        expect(await quietConnection(port, opening).closed).toBeGreaterThanOrEqual(
          FAST_LIMITS.headersMs - 50,
        );
      },
    );

    it('keeps a connection alive between two requests', async () => {
      expect(await twoOnOneConnection(port, path)).toEqual([
        { status: 200, reused: false },
        { status: 200, reused: true },
      ]);
    });
  });
}
