import { isArticlePath, isBuildAsset, KEEP_MESSAGE, type KeepMessage } from './offline-contract';

/** The site's build files this page has loaded so far: an article kept offline needs them to run. */
function loadedBuildFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && isBuildAsset(url.pathname))
    .map((url) => url.href);
}

/**
 * Asks the service worker to keep an article for offline reading, with the files it runs on. An
 * article opened inside the site arrives as data, not as a page, so the worker fetches its page once,
 * in the background; a reader who saves data keeps only the articles they opened as pages.
 */
export function keepForOffline(path: string, { saveData }: { saveData: boolean }): void {
  if (!('serviceWorker' in navigator)) return;
  const urls = [...(isArticlePath(path) && !saveData ? [path] : []), ...loadedBuildFiles()];
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: KEEP_MESSAGE, urls } satisfies KeepMessage),
  );
}

/** Starts the service worker once the page has loaded, so it never competes with the first paint. */
export function startOfflineReading(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
