export interface Page {
  status: number;
  html: string;
}

interface Entry {
  expires: number;
  page: Promise<Page>;
  /** Counted once the render is done; a render in progress holds no page yet. */
  bytes: number;
}

/**
 * Rendered pages, kept for a few seconds. An article shared into Telegram is opened by thousands at
 * once: they share one render (and its API calls) instead of each starting their own. The API keeps
 * its public answers about as long, so this adds little staleness on top. The cache holds at most
 * `maxBytes` of pages and lets go of expired ones as new ones come, so no stream of addresses can
 * make it grow and stay grown.
 */
export function createPageCache({ ttlMs, maxBytes }: { ttlMs: number; maxBytes: number }) {
  // Insertion order is expiry order (every page lives ttlMs), so the oldest go first from the front.
  const entries = new Map<string, Entry>();
  let bytes = 0;
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
      if (cached && cached.expires > now) return cached.page;
      if (cached) remove(key, cached);
      shrink(now);
      const entry: Entry = { expires: now + ttlMs, page: render(), bytes: 0 };
      entries.set(key, entry);
      void entry.page.then((page) => {
        if (entries.get(key) !== entry) return;
        entry.bytes = Buffer.byteLength(page.html);
        bytes += entry.bytes;
        shrink(now);
      });
      return entry.page;
    },
    /** What the cached pages weigh, in bytes of HTML. */
    bytes: () => bytes,
    size: () => entries.size,
  };
}
