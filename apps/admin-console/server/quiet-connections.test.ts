// @vitest-environment node
import type { Server } from 'node:http';
import {
  FAST_LIMITS,
  QUIET_OPENINGS,
  quietConnection,
  twoOnOneConnection,
} from '@station/http/testing/quiet-connections';
import { createWebServer, listenLimited } from '@station/http/web-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSecurityHeaders } from './console-policy';
import { createConsoleServer, withSettings } from './console-server';
import { readConsoleEnv } from './env';

let server: Server;
let port: number;

beforeAll(async () => {
  const env = readConsoleEnv({});
  server = createWebServer(
    createConsoleServer({
      files: new Map(),
      page: withSettings('<html><head></head><body><div id="root"></div></body></html>', env.config),
      headers: consoleSecurityHeaders(env),
    }),
  );
  port = await listenLimited(server, { port: 0, host: '127.0.0.1', limits: FAST_LIMITS });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the console server listening under the connection limits', () => {
  it.each(Object.entries(QUIET_OPENINGS))(
    'closes a connection that %s once its head is overdue',
    async (_, opening) => {
      expect(await quietConnection(port, opening).closed).toBeGreaterThanOrEqual(FAST_LIMITS.headersMs - 50);
    },
  );

  it('keeps a connection alive between two requests', async () => {
    expect(await twoOnOneConnection(port, '/health')).toEqual([
      { status: 200, reused: false },
      { status: 200, reused: true },
    ]);
  });
});
