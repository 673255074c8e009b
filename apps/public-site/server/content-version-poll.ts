/** How often the API is asked; with the API's own second, a write shows on the next page load within about one. */
export const POLL_INTERVAL_MS = 500;
/** An API that has not answered for this long counts as down (health) rather than slow. */
const ANSWER_TIMEOUT_MS = 2_000;

interface PollOptions {
  /** The API's base address as this server calls it, ending in `/api/`. */
  apiUrl: string;
  /** The version moved on: pages rendered before it may show less than readers should see. */
  onChange: () => void;
  intervalMs?: number;
}

export interface ContentVersionPoll {
  /** Whether the API answered the latest ask: what this server's health reports. */
  apiUp(): boolean;
  /** The first ask has been answered (or failed), so `apiUp` means something. */
  ready: Promise<void>;
  stop(): void;
}

/**
 * Asks the API for its content version twice a second and says when it moves. While the API does not
 * answer nothing is dropped: the pages cached are the best there is, and they still age out.
 */
export function pollContentVersion({
  apiUrl,
  onChange,
  intervalMs = POLL_INTERVAL_MS,
}: PollOptions): ContentVersionPoll {
  const url = new URL('content-version', apiUrl);
  let known: string | undefined;
  let up = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const ask = async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
      const body = (await response.json()) as { version?: unknown };
      if (!response.ok || typeof body.version !== 'string') throw new Error(`answered ${response.status}`);
      up = true;
      if (known !== undefined && body.version !== known) onChange();
      known = body.version;
    } catch {
      up = false;
    }
  };

  const next = () => {
    if (!stopped) timer = setTimeout(() => void ask().finally(next), intervalMs).unref();
  };
  const ready = ask().finally(next);

  return {
    apiUp: () => up,
    ready,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
