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
import { createMetrics } from './metrics';
import { createPageServer } from './page-server';
import { requestListener } from './request-listener';

let server: Server;
let port: number;

beforeAll(async () => {
  const metrics = createMetrics(() => ({ hits: 0, misses: 0, entries: 0, bytes: 0 }));
  const handle = createPageServer({
    discovery: async () => undefined,
    files: new Map(),
    headers: {},
    page: async () => ({ status: 200, body: Buffer.from('<p>page</p>') }),
    apiUp: () => true,
    metrics,
  });
  server = createWebServer(
    requestListener(handle, { metrics, log: () => undefined, onError: () => undefined }),
  );
  port = await listenLimited(server, { port: 0, host: '127.0.0.1', limits: FAST_LIMITS });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the page server listening under the connection limits', () => {
  it.each(Object.entries(QUIET_OPENINGS))(
    'closes a connection that %s once its head is overdue',
    async (_, opening) => {
      expect(await quietConnection(port, opening).closed).toBeGreaterThanOrEqual(FAST_LIMITS.headersMs - 50);
    },
  );

  it('keeps a connection alive between two requests', async () => {
    expect(await twoOnOneConnection(port, '/')).toEqual([
      { status: 200, reused: false },
      { status: 200, reused: true },
    ]);
  });
});
