import { clearAfterWrite } from './after-write';

/** No longer than the API keeps its own public answers: most read and view counts move without a write. */
export const ANSWER_TTL_MS = 5_000;
/** Every page's shared answers and the articles drawn in the last seconds, a few MB at most. */
export const MAX_ANSWERS = 256;

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

interface Entry {
  expires: number;
  answer: Promise<KeptAnswer>;
}

/** On loopback, compressing and inflating an answer cost both processes more than the bytes saved. */
function uncompressed(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set('accept-encoding', 'identity');
  return { ...init, headers };
}

const toResponse = ({ status, headers, body }: KeptAnswer) => new Response(body, { status, headers });

/** Gives the caller its answer unless it stops waiting first: the shared call goes on for the others. */
function until<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The page server's way to the API. A cold article asked it six addresses, five of them the same for
 * every article (satellites, programs, banner, the latest and most read posts), each an HTTP round
 * trip, a check and a copy on both sides. Successful GET answers are kept per address for `ttlMs`,
 * shared by the renders that ask together, and dropped with the drawn pages when the content version
 * moves, so a page drawn from them is no older than a page kept whole. Answers are asked for
 * uncompressed.
 */
export function createApiAnswers({
  ttlMs,
  maxEntries = MAX_ANSWERS,
  fetch: send = globalThis.fetch,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  fetch?: typeof fetch;
  now?: () => number;
}) {
  // Insertion order is expiry order, so the oldest go first from the front.
  const entries = new Map<string, Entry>();

  const ask = async (url: string, init: RequestInit | undefined): Promise<KeptAnswer> => {
    // Not the first asker's signal: the answer is shared by every render waiting for it.
    const response = await send(url, { ...uncompressed(init), signal: null });
    return { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
  };

  const shrink = (at: number) => {
    for (const [key, entry] of entries) {
      if (entry.expires > at && entries.size < maxEntries) break;
      entries.delete(key);
    }
  };

  const clear = () => entries.clear();

  const fetchAnswer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || ttlMs <= 0) {
      return send(url, uncompressed(init));
    }
    const at = now();
    const cached = entries.get(url);
    if (cached && cached.expires > at) return toResponse(await until(cached.answer, init?.signal));
    if (cached) entries.delete(url);
    shrink(at);
    const entry: Entry = { expires: at + ttlMs, answer: ask(url, init) };
    entries.set(url, entry);
    // A failure or a refusal is asked again by the next page: only answers worth sharing are kept.
    entry.answer.then(
      (answer) => {
        if (answer.status !== 200 && entries.get(url) === entry) entries.delete(url);
      },
      () => {
        if (entries.get(url) === entry) entries.delete(url);
      },
    );
    return toResponse(await until(entry.answer, init?.signal));
  };

  return {
    fetch: fetchAnswer,
    /** Drops every answer now and again once every API instance has surely heard of the write. */
    clearAfterWrite: () => clearAfterWrite(clear),
    size: () => entries.size,
  };
}
