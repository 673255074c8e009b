import { LIMITS, type PlaylistItem, playlistItemSchema } from '@station/domain';

const FRESH_MS = 10 * 60_000;
// Half a second under the 3 s a reader may wait, so answering with [] after a timeout still lands in time.
const UPSTREAM_TIMEOUT_MS = 2500;
const MAX_PLAYLISTS = 200;

interface Options {
  apiBase: string;
  apiKey: string | undefined;
  onError: (error: unknown) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The video service is called from here only: the key stays on the server, answers are kept for ten
 * minutes, and when the service is slow or down the last good answer (or an empty list) goes out.
 */
export function createPlaylistCache({
  apiBase,
  apiKey,
  onError,
  fetch: doFetch = fetch,
  now = Date.now,
}: Options) {
  const entries = new Map<string, { items: PlaylistItem[]; fetchedAt: number }>();

  async function load(list: string): Promise<PlaylistItem[]> {
    const url = new URL(`${apiBase.replace(/\/$/, '')}/playlistItems`);
    url.searchParams.set('part', 'snippet');
    url.searchParams.set('maxResults', String(LIMITS.recentVideos));
    url.searchParams.set('playlistId', list);
    url.searchParams.set('key', apiKey ?? '');
    const response = await doFetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`playlist upstream answered ${response.status}`);
    const body = (await response.json()) as { items?: unknown[] };
    // Untrusted input: keep only items of the expected shape, and only the fields the site reads.
    return (body.items ?? []).flatMap((item) => {
      const parsed = playlistItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  }

  return {
    async get(list: string): Promise<PlaylistItem[]> {
      if (!apiKey) return [];
      const cached = entries.get(list);
      if (cached && now() - cached.fetchedAt < FRESH_MS) return cached.items;
      try {
        const items = await load(list);
        if (entries.size >= MAX_PLAYLISTS) entries.delete(entries.keys().next().value as string);
        entries.set(list, { items, fetchedAt: now() });
        return items;
      } catch (error) {
        onError(error);
        return cached?.items ?? [];
      }
    },
  };
}
