import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { limitConnections } from '@station/http/connections';
import { readHeadersFile } from '@station/security-headers';
import { renderPage } from '../src/entry-server';
import { serverEnv } from './env';
import { createPageCache } from './page-cache';
import { createPageServer } from './page-server';
import { checkTemplate } from './page-template';
import { createPages } from './pages';
import type { Manifest } from './route-assets';
import { loadStaticFiles } from './static-files';

// Built to dist-server/main.js, beside the browser's build in dist/.
const clientDir = serverEnv.siteDir ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const log = (level: 'info' | 'error', msg: string, extra: Record<string, unknown> = {}) => {
  process.stderr.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...extra })}\n`);
};

async function main() {
  const files = await loadStaticFiles(clientDir);
  const cache = createPageCache({ ttlMs: serverEnv.pageCacheMs, maxBytes: serverEnv.pageCacheBytes });
  const pages = createPages({
    template: checkTemplate(readFileSync(join(clientDir, 'index.html'), 'utf8')),
    manifest: JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest,
    render: renderPage,
    timeoutMs: serverEnv.renderTimeoutMs,
    onError: (error, url) =>
      log('error', 'page served unrendered', {
        url,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  const handle = createPageServer({
    files,
    headers: readHeadersFile(join(clientDir, '_headers')),
    page: (url, language) => cache.get(`${language} ${url}`, () => pages(url, language)),
  });
  // Pages are read, never sent: a request, body and all, has no reason to take longer than this.
  const server = createServer({ requestTimeout: 15_000 }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      log('error', 'request failed', { url: request.url, error: String(error) });
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  limitConnections(server, {
    onError: (error) => log('error', 'accepting a connection failed', { error: error.message }),
  });
  server.listen(serverEnv.port, serverEnv.host, () => {
    log('info', `public site on http://${serverEnv.host}:${serverEnv.port}/`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  log('error', error instanceof Error ? error.message : String(error));
  process.exit(1);
});
