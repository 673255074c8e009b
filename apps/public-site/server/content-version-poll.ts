/**
 * The API holds an ask that names the version this server knows for up to 25 s, and answers it as soon
 * as a newer one is known; an ask not answered by then plus this margin counts as the API not answering.
 */
const HELD_ANSWER_TIMEOUT_MS = 30_000;
/** An ask that is not held (the first, and the first after a failure) is answered by then, or the API counts as down. */
const ANSWER_TIMEOUT_MS = 2_000;
/** Never asked more often than this while the version stays, should an API answer without holding. */
const MIN_ASK_GAP_MS = 500;
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

interface PollOptions {
  /** The API's base address as this server calls it, ending in `/api/`. */
  apiUrl: string;
  /** The version moved on: pages rendered before it may show less than readers should see. */
  onChange: () => void;
  /** The first pause after a failed ask; it doubles with each failure, up to five seconds. */
  retryMs?: number;
}

export interface ContentVersionPoll {
  /** Whether the API answered the latest ask: what this server's health reports. */
  apiUp(): boolean;
  /** The first ask has been answered (or failed), so `apiUp` means something. */
  ready: Promise<void>;
  stop(): void;
}

/**
 * Follows the API's content version by long poll: each ask names the version known, and the API
 * answers when it moves on (a write within about a second) or after a while with the same version.
 * A failed ask marks the API down and is tried again after a growing pause. While the API does not
 * answer nothing is dropped: the pages cached are the best there is, and they still age out.
 */
export function pollContentVersion({
  apiUrl,
  onChange,
  retryMs = RETRY_FIRST_MS,
}: PollOptions): ContentVersionPoll {
  const address = new URL('content-version', apiUrl);
  const stopping = new AbortController();
  let known: string | undefined;
  let up = false;
  let timer: NodeJS.Timeout | undefined;
  let pauseMs = retryMs;

  /** Asks once; resolves to how long to wait before asking again. */
  const ask = async (): Promise<number> => {
    // Held only while the API is known to answer: after a failure, an answer at once says it is back.
    const after = up ? known : undefined;
    const held = after !== undefined;
    const url = new URL(address);
    if (held) url.searchParams.set('after', after);
    const asked = Date.now();
    const timeout = AbortSignal.timeout(held ? HELD_ANSWER_TIMEOUT_MS : ANSWER_TIMEOUT_MS);
    try {
      const response = await fetch(url, { signal: AbortSignal.any([stopping.signal, timeout]) });
      const body = (await response.json()) as { version?: unknown };
      if (!response.ok || typeof body.version !== 'string') throw new Error(`answered ${response.status}`);
      up = true;
      pauseMs = retryMs;
      const moved = body.version !== known;
      if (moved && known !== undefined) onChange();
      known = body.version;
      return moved ? 0 : Math.max(0, MIN_ASK_GAP_MS - (Date.now() - asked));
    } catch {
      up = false;
      const wait = pauseMs;
      pauseMs = Math.min(pauseMs * 2, RETRY_MAX_MS);
      return wait;
    }
  };

  const askAfter = (waitMs: number) => {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => void ask().then(askAfter), waitMs).unref();
  };
  const ready = ask().then(askAfter);

  return {
    apiUp: () => up,
    ready,
    stop() {
      stopping.abort();
      clearTimeout(timer);
    },
  };
}
