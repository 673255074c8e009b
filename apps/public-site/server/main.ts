import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadStaticFiles } from '@station/http/static-files';
import { createWebServer, logLine as log, serveUntilStopped, startOrExit } from '@station/http/web-server';
import { setSiteConfig } from '../src/config/site-config';
import { renderPage } from '../src/entry-server';
import { callApiWith } from '../src/lib/api';
import { readerKey } from '../src/lib/reader';
import { sampledAccessLog } from './access-log';
import { createApiResponseCache, fetchUncompressed, RESPONSE_TTL_MS } from './api-responses';
import { siteSecurityHeaders } from './content-security-policy';
import { pollContentVersion } from './content-version-poll';
import { createDiscovery } from './discovery';
import { readServerEnv } from './env';
import { createFormPosts, withFormPosts } from './form-posts';
import { createMetrics } from './metrics';
import { createPageCache } from './page-cache';
import { createPageServer } from './page-server';
import { checkTemplate, withSettings } from './page-template';
import { createPages } from './pages';
import { createPreviews, withPreviews } from './preview-page';
import { requestListener } from './request-listener';
import type { Manifest } from './route-assets';

async function main() {
  // Every setting is read before anything else: a missing one stops the start with one line naming it.
  const serverEnv = readServerEnv();
  // Built to dist-server/main.js, beside the browser's build in dist/.
  const clientDir = serverEnv.siteDir ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  // Both ends draw share links from the site's public address.
  const site = { ...serverEnv.site, siteUrl: serverEnv.share.siteUrl };
  // Pages drawn here call the API at the server's own address; browsers are handed PUBLIC_API_URL.
  setSiteConfig({ ...site, apiUrl: serverEnv.apiUrl });
  const files = await loadStaticFiles(clientDir);
  const cache = createPageCache({ ttlMs: serverEnv.pageCacheMs, maxBytes: serverEnv.pageCacheBytes });
  // API responses are cached no longer than pages: with the page cache off, every page asks the API anew.
  const apiResponses = createApiResponseCache({ ttlMs: Math.min(RESPONSE_TTL_MS, serverEnv.pageCacheMs) });
  callApiWith({ fetch: fetchUncompressed, shareReads: apiResponses.shareReads });
  // Pages rendered, and API responses cached, before an accepted write go as soon as the API's content version moves.
  const contentVersion = pollContentVersion({
    apiUrl: serverEnv.apiUrl,
    onChange: () => {
      cache.clearAfterWrite();
      apiResponses.clearAfterWrite();
    },
  });
  const metrics = createMetrics(cache.stats);
  const template = withSettings(checkTemplate(readFileSync(join(clientDir, 'index.html'), 'utf8')), site);
  const headers = siteSecurityHeaders(serverEnv);
  const pages = createPages({
    template,
    manifest: JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest,
    render: renderPage,
    share: serverEnv.share,
    timeoutMs: serverEnv.renderTimeoutMs,
    onError: (error, url) =>
      log('error', 'page served unrendered', {
        url,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  // The site's forms, sent by a browser without scripts, are answered before the pages.
  const forms = createFormPosts({ apiUrl: serverEnv.apiUrl, siteUrl: site.siteUrl, template, headers });
  const pageServer = createPageServer({
    files,
    headers,
    page: (url, reader) => cache.get(`${readerKey(reader)} ${url}`, () => pages(url, reader)),
    apiUp: contentVersion.apiUp,
    metrics,
    discovery: createDiscovery(serverEnv.apiUrl),
    secureCookies: serverEnv.secureCookies,
  });
  // Draft previews are drawn for one editor each, outside the page cache.
  const previews = createPreviews({
    apiUrl: serverEnv.apiUrl,
    template,
    render: renderPage,
    timeoutMs: serverEnv.renderTimeoutMs,
    headers,
    onError: (error) =>
      log('error', 'preview not drawn', { error: error instanceof Error ? error.message : String(error) }),
  });
  const server = createWebServer(
    requestListener(withPreviews(previews, withFormPosts(forms, pageServer)), {
      metrics,
      log: sampledAccessLog(serverEnv.logRequestEvery),
      onError: (error, request) => log('error', 'request failed', { url: request.url, error: String(error) }),
    }),
  );
  serveUntilStopped(server, {
    name: 'public site',
    port: serverEnv.port,
    host: serverEnv.host,
    onStop: contentVersion.stop,
  });
}

startOrExit(main);
