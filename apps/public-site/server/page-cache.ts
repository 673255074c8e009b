export interface Page {
  status: number;
  html: string;
}

interface Entry {
  expires: number;
  page: Promise<Page>;
}

/**
 * Rendered pages, kept for a few seconds. An article shared into Telegram is opened by thousands at
 * once: they share one render (and its API calls) instead of each starting their own. The API keeps
 * its public answers about as long, so this adds little staleness on top.
 */
export function createPageCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, Entry>();
  return {
    get(key: string, render: () => Promise<Page>, now = Date.now()): Promise<Page> {
      const cached = entries.get(key);
      if (cached && cached.expires > now) return cached.page;
      // Oldest first out: a Map iterates in insertion order, so random addresses cannot grow it.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? key);
      const page = render();
      entries.set(key, { expires: now + ttlMs, page });
      return page;
    },
  };
}
