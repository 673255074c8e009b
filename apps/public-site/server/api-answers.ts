import { clearAfterWrite } from './after-write';

/** No longer than the API keeps its own public answers: most read and view counts move without a write. */
export const ANSWER_TTL_MS = 5_000;
/** Every page's shared answers and the articles drawn in the last seconds, a few MB at most. */
export const MAX_ANSWERS = 256;

interface Entry {
  expires: number;
  answer: Promise<unknown>;
}

/** Gives the caller its answer unless it stops waiting first: the shared read goes on for the others. */
function until<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
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
 * a parse and a check. Checked answers are kept per address for `ttlMs`, shared by the renders that
 * ask together, and dropped with the drawn pages when the content version moves, so a page drawn from
 * them is no older than a page kept whole. A refusal or a failure is not kept.
 */
export function createApiAnswers({
  ttlMs,
  maxEntries = MAX_ANSWERS,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  // Insertion order is expiry order, so the oldest go first from the front.
  const entries = new Map<string, Entry>();

  const shrink = (at: number) => {
    for (const [key, entry] of entries) {
      if (entry.expires > at && entries.size < maxEntries) break;
      entries.delete(key);
    }
  };

  const clear = () => entries.clear();

  function shareReads<T>(url: string, read: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (ttlMs <= 0) return until(read(), signal);
    const at = now();
    const cached = entries.get(url);
    if (cached && cached.expires > at) return until(cached.answer as Promise<T>, signal);
    if (cached) entries.delete(url);
    shrink(at);
    const entry: Entry = { expires: at + ttlMs, answer: read().then(frozen) };
    entries.set(url, entry);
    entry.answer.catch(() => {
      if (entries.get(url) === entry) entries.delete(url);
    });
    return until(entry.answer as Promise<T>, signal);
  }

  return {
    shareReads,
    /** Drops every answer now and again once every API instance has surely heard of the write. */
    clearAfterWrite: () => clearAfterWrite(clear),
    size: () => entries.size,
  };
}

/**
 * fetch for the page server's calls to the API, asking for answers uncompressed: on loopback,
 * compressing and inflating them cost both processes more than the bytes saved.
 */
export const fetchUncompressed: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('accept-encoding', 'identity');
  return fetch(input, { ...init, headers });
};
