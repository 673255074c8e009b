import { clearAfterWrite, WRITE_SETTLE_MS } from './after-write';

export interface Page {
  status: number;
  /** The page's HTML, encoded once: what is hashed, counted, compressed and sent. */
  body: Buffer;
  /** For a 301: the address the page now lives at. */
  location?: string;
  /**
   * The language the page was rendered in, when it depends on it (the language cookie's); absent for the
   * page the browser renders itself, which reads the cookie there and is the same for every reader.
   */
  language?: string;
  /**
   * Set when the page could not be rendered: `unavailable`, the API did not give it its data (the 503
   * page); `unrendered`, rendering failed or took too long (the page the browser renders itself). Neither
   * is cached, here or by any cache in front, so the next request renders it anew.
   */
  fallback?: 'unavailable' | 'unrendered';
}

interface Entry {
  expires: number;
  page: Promise<Page>;
  /** Counted once the render is done; a render in progress holds no page yet. */
  bytes: number;
}

/** How often readers got a cached page, for the metrics. */
export interface PageCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/**
 * Rendered pages, cached while the content they were rendered from is current. An article shared into
 * Telegram is opened by thousands at once: they share one render (and its API calls) instead of each
 * starting their own. `clearAfterWrite` is called when the API's content version moves (an accepted
 * write), so the next page load after a write is rendered anew and a page is otherwise rendered once per
 * change; `ttlMs` bounds what no write announces (view counts, what is on air now, today's date). The cache holds at most `maxBytes` of pages and lets go of expired ones as new ones come,
 * so no stream of addresses can make it grow and stay grown.
 */
export function createPageCache({
  ttlMs,
  maxBytes,
  settleMs = WRITE_SETTLE_MS,
}: {
  ttlMs: number;
  maxBytes: number;
  settleMs?: number;
}) {
  // Insertion order is expiry order (every page lives ttlMs), so the oldest go first from the front.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const shrink = (now: number) => {
    for (const [key, entry] of entries) {
      if (entry.expires > now && bytes <= maxBytes) break;
      remove(key, entry);
    }
  };
  return {
    get(key: string, render: () => Promise<Page>, now = Date.now()): Promise<Page> {
      const cached = entries.get(key);
      if (cached && cached.expires > now) {
        hits += 1;
        return cached.page;
      }
      misses += 1;
      if (cached) remove(key, cached);
      shrink(now);
      const entry: Entry = { expires: now + ttlMs, page: render(), bytes: 0 };
      entries.set(key, entry);
      // A render that was under way when the cache was cleared may show what came before, and a page
      // rendered without its data shows nothing: each serves the readers who waited for it and is not cached.
      void entry.page.then((page) => {
        if (entries.get(key) !== entry) return;
        if (page.fallback) {
          entries.delete(key);
          return;
        }
        entry.bytes = page.body.length;
        bytes += entry.bytes;
        shrink(now);
      });
      return entry.page;
    },
    /** Drops every page: they were rendered under a content version that is no longer current. */
    clear,
    /**
     * After a write: drops every page now, and again once every API instance has surely heard of it,
     * since a page rendered in between through an instance that had not yet may show what came before.
     */
    clearAfterWrite: () => clearAfterWrite(clear, settleMs),
    /** What the cached pages weigh, in bytes of HTML. */
    bytes: () => bytes,
    size: () => entries.size,
    stats: (): PageCacheStats => ({ hits, misses, entries: entries.size, bytes }),
  };
}
