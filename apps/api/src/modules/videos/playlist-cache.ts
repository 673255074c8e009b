import { LIMITS, type PlaylistItem, playlistItemSchema } from '@station/domain';

const FRESH_MS = 10 * 60_000;
// Half a second under the 3 s a reader may wait, so answering with [] after a timeout still lands in time.
const UPSTREAM_TIMEOUT_MS = 2500;
const MAX_PLAYLISTS = 200;
/**
 * After a failed call nobody calls again for this long: not for that playlist, and, when the failure
 * was the service's (down, slow, out of quota) rather than the playlist's (unknown id), for none.
 * Otherwise every reader's request during an outage would spend a call of the daily quota.
 */
const FAILED_MS = 60_000;

/**
 * The service answered that this playlist does not exist; others may be fine. Any other failure (a
 * bad key, no quota left, an outage, a timeout) is the service's.
 */
const NO_SUCH_PLAYLIST = 404;

class UpstreamError extends Error {
  constructor(readonly status: number) {
    super(`playlist upstream answered ${status}`);
  }
}

interface Options {
  apiBase: string;
  apiKey: string | undefined;
  onError: (error: unknown) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The video service is called from here only: the key stays on the server, answers are kept for ten
 * minutes, and when the service is slow or down the last good answer (or an empty list) goes out,
 * without asking again for a minute.
 */
export function createPlaylistCache({
  apiBase,
  apiKey,
  onError,
  fetch: doFetch = fetch,
  now = Date.now,
}: Options) {
  const entries = new Map<string, { items: PlaylistItem[]; fetchedAt: number }>();
  const failures = new Map<string, number>();
  // Readers asking while a call is under way share it.
  const pending = new Map<string, Promise<PlaylistItem[]>>();
  let serviceFailedAt = Number.NEGATIVE_INFINITY;

  function remember<T>(map: Map<string, T>, list: string, value: T): void {
    map.delete(list);
    if (map.size >= MAX_PLAYLISTS) map.delete(map.keys().next().value as string);
    map.set(list, value);
  }

  async function refresh(list: string, stale: PlaylistItem[]): Promise<PlaylistItem[]> {
    try {
      const items = await load(list);
      remember(entries, list, { items, fetchedAt: now() });
      failures.delete(list);
      return items;
    } catch (error) {
      onError(error);
      if (error instanceof UpstreamError && error.status === NO_SUCH_PLAYLIST)
        remember(failures, list, now());
      else serviceFailedAt = now();
      return stale;
    }
  }

  async function load(list: string): Promise<PlaylistItem[]> {
    const url = new URL(`${apiBase.replace(/\/$/, '')}/playlistItems`);
    url.searchParams.set('part', 'snippet');
    url.searchParams.set('maxResults', String(LIMITS.recentVideos));
    url.searchParams.set('playlistId', list);
    url.searchParams.set('key', apiKey ?? '');
    const response = await doFetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    if (!response.ok) throw new UpstreamError(response.status);
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
      const stale = cached?.items ?? [];
      const failedAt = Math.max(serviceFailedAt, failures.get(list) ?? Number.NEGATIVE_INFINITY);
      if (now() - failedAt < FAILED_MS) return stale;
      const running = pending.get(list);
      if (running) return running;
      const call = refresh(list, stale).finally(() => pending.delete(list));
      pending.set(list, call);
      return call;
    },
  };
}
