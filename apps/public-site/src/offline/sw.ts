/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  ARTICLES_CACHE,
  ASSETS_CACHE,
  isArticlePath,
  isBuildAsset,
  KEEP_MESSAGE,
  type KeepMessage,
  OFFLINE_PAGE,
  SAVED_ARTICLES,
} from './offline-contract';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// The shell, fetched once when the worker installs: only the offline page and what it needs. The
// scripts and styles of the pages are kept as a reader uses them, so installing costs a metered
// connection a few kilobytes, not every page's code.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page varies on the reader's cookies and languages; the saved copy is the one this reader read.
const matchOptions = { ignoreVary: true };
const articles = new NetworkFirst({
  cacheName: ARTICLES_CACHE,
  matchOptions,
  // A slow connection still gets the saved copy of an article it has read, instead of a long wait.
  networkTimeoutSeconds: 6,
  plugins: [new ExpirationPlugin({ maxEntries: SAVED_ARTICLES })],
});
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  matchOptions,
  plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
});
const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(({ request, url }) => request.mode === 'navigate' && isArticlePath(url.pathname), articles);
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
registerRoute(({ url }) => sameOrigin(url) && isBuildAsset(url.pathname), assets);

// Without a connection, any other page is the offline page, which lists the saved articles.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

/** Keeps what a page asks for: the article it shows and the build files it ran on. */
async function keep(urls: readonly string[], event: ExtendableMessageEvent) {
  for (const address of urls) {
    const url = new URL(address, self.location.origin);
    if (!sameOrigin(url)) continue;
    const request = new Request(url);
    // One address at a time: a phone on a slow connection is not flooded in the background.
    if (isArticlePath(url.pathname)) await articles.handle({ request, event }).catch(() => undefined);
    else if (isBuildAsset(url.pathname)) await assets.handle({ request, event }).catch(() => undefined);
  }
}

self.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepMessage> | undefined;
  if (message?.type !== KEEP_MESSAGE || !Array.isArray(message.urls)) return;
  event.waitUntil(keep(message.urls.slice(0, 200), event));
});

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
