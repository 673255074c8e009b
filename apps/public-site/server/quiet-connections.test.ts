// @vitest-environment node
import { describeQuietConnections } from '@station/http/testing/quiet-connections';
import { createWebServer } from '@station/http/web-server';
import { createMetrics } from './metrics';
import { createPageServer } from './page-server';
import { requestListener } from './request-listener';

describeQuietConnections('page server', '/', () => {
  const metrics = createMetrics(() => ({ hits: 0, misses: 0, entries: 0, bytes: 0 }));
  const handle = createPageServer({
    discovery: async () => undefined,
    files: new Map(),
    headers: {},
    page: async () => ({ status: 200, body: Buffer.from('<p>page</p>') }),
    apiUp: () => true,
    metrics,
  });
  return createWebServer(
    requestListener(handle, { metrics, log: () => undefined, onError: () => undefined }),
  );
});
