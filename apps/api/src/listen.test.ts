import { once } from 'node:events';
import { connect } from 'node:net';
import {
  FAST_LIMITS,
  QUIET_OPENINGS,
  quietConnection,
  twoOnOneConnection,
} from '@station/http/testing/quiet-connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLimited } from './listen';
import { buildTestApp, type TestApp } from './testing/build-test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  port = Number(
    new URL(await listenLimited(t.app, { port: 0, host: '127.0.0.1', limits: FAST_LIMITS })).port,
  );
});

afterAll(() => t.close());

describe('the API listening under the connection limits', () => {
  it.each(Object.entries(QUIET_OPENINGS))(
    'closes a connection that %s once its head is overdue',
    async (_, opening) => {
      const ms = await quietConnection(port, opening).closed;
      expect(ms).toBeGreaterThanOrEqual(FAST_LIMITS.headersMs - 50);
    },
  );

  it('keeps a connection alive between two requests', async () => {
    expect(await twoOnOneConnection(port, '/api/health')).toEqual([
      { status: 200, reused: false },
      { status: 200, reused: true },
    ]);
  });

  it('lets a body that keeps arriving take longer than the head bound', async () => {
    const body = JSON.stringify({ email: 'someone@station.test', password: 'not-the-password' });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      answer += chunk;
    });
    await once(socket, 'connect');
    socket.write(
      `POST /api/admins/login HTTP/1.1\r\nHost: station.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // A piece every 50 ms: the body takes several head bounds to arrive, and the connection must hold.
    const pieces = body.match(/.{1,4}/g) ?? [];
    for (const piece of pieces) {
      socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await once(socket, 'data');
    socket.destroy();
    expect(pieces.length * 50).toBeGreaterThan(FAST_LIMITS.headersMs * 2);
    expect(answer).toMatch(/^HTTP\/1\.1 (401|429)/);
  });
});
