import { clearAfterWrite } from './after-write';

/** No longer than the API keeps its own public responses: most read and view counts move without a write. */
export const RESPONSE_TTL_MS = 5_000;
/** Every page's shared responses and the articles rendered in the last seconds, a few MB at most. */
export const MAX_RESPONSES = 256;

interface Entry {
  /** When the response was asked for. */
  at: number;
  response: Promise<unknown>;
  /** Set once the response has come: only a response that came may be handed out while a new one is read. */
  settled: boolean;
  refreshing: boolean;
}

/** Gives the caller its response unless it stops waiting first: the shared read goes on for the others. */
function until<T>(response: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return response;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Every render reads the same objects, so none may change them for the others. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/**
 * The page server's reads of the API. A cold article asked it six addresses, five of them the same for
 * every article (satellites, programs, banner, the latest and most read posts), each an HTTP round trip,
 * a parse and a check. Checked responses are cached per address for `ttlMs`, shared by the renders that
 * ask together, and dropped with the cached pages when the content version moves, so a page rendered
 * from them is no older than a page cached whole. A refusal or a failure is not cached.
 *
 * A response older than `ttlMs` (but not twice that) is still handed out while one new read runs: every
 * render waited for the API's most read list (100–270 ms under load) each time it expired, which made
 * the slowest pages of a busy server. The least recently used responses go first when there are too many,
 * so the articles rendered once do not push out the responses every page needs.
 */
export function createApiResponseCache({
  ttlMs,
  maxEntries = MAX_RESPONSES,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  // Map order is use order: the least recently used are at the front.
  const entries = new Map<string, Entry>();

  const read = (url: string, at: number, reader: () => Promise<unknown>): Entry => {
    const entry: Entry = { at, response: reader().then(frozen), settled: false, refreshing: false };
    entry.response.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(url) === entry) entries.delete(url);
      },
    );
    return entry;
  };

  const keep = (url: string, entry: Entry) => {
    entries.delete(url);
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
    entries.set(url, entry);
  };

  /** Reads `url` again behind the response in hand, which goes on being handed out until the new one comes. */
  const refresh = (url: string, stale: Entry, at: number, reader: () => Promise<unknown>) => {
    stale.refreshing = true;
    const next = read(url, at, reader);
    next.response.then(
      () => {
        if (entries.get(url) === stale) keep(url, next);
      },
      () => {
        stale.refreshing = false;
      },
    );
  };

  const clear = () => entries.clear();

  function shareReads<T>(url: string, reader: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (ttlMs <= 0) return until(reader(), signal);
    const at = now();
    const cached = entries.get(url);
    const age = cached ? at - cached.at : Number.POSITIVE_INFINITY;
    if (cached && (age < ttlMs || (age < 2 * ttlMs && cached.settled))) {
      if (age >= ttlMs && !cached.refreshing) refresh(url, cached, at, reader);
      keep(url, cached);
      return until(cached.response as Promise<T>, signal);
    }
    const entry = read(url, at, reader);
    keep(url, entry);
    return until(entry.response as Promise<T>, signal);
  }

  return {
    shareReads,
    /** Drops every response now and again once every API instance has surely heard of the write. */
    clearAfterWrite: () => clearAfterWrite(clear),
    size: () => entries.size,
  };
}

/**
 * fetch for the page server's calls to the API, asking for responses uncompressed: on loopback,
 * compressing and inflating them cost both processes more than the bytes saved.
 */
export const fetchUncompressed: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('accept-encoding', 'identity');
  return fetch(input, { ...init, headers });
};
