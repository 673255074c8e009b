// @vitest-environment node
import { describeQuietConnections } from '@station/http/testing/quiet-connections';
import { createWebServer } from '@station/http/web-server';
import { consoleSecurityHeaders } from './console-policy';
import { createConsoleServer, withSettings } from './console-server';
import { readConsoleEnv } from './env';

describeQuietConnections('console server', '/health', () => {
  const env = readConsoleEnv({});
  return createWebServer(
    createConsoleServer({
      files: new Map(),
      page: withSettings('<html><head></head><body><div id="root"></div></body></html>', env.config),
      headers: consoleSecurityHeaders(env),
    }),
  );
});
