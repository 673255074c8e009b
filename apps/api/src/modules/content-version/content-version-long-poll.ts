import type { ContentVersionWatch } from './content-version-watch';

/**
 * A held ask is answered by then at the latest: below the 30 s after which a connection with no byte
 * either way is closed (the connection limits' `stalledMs`), and below the usual proxy read timeout.
 */
export const LONG_POLL_HOLD_MS = 25_000;
/** Past this many held asks an instance answers at once: each holds a connection and a descriptor. */
export const LONG_POLL_MAX_HELD = 100;

export interface LongPoll {
  /**
   * The first version newer than `after`: at once when this instance knows one, else when it learns of
   * one, when the hold is over, when the asker is gone, or at `releaseAll`, with the version known then.
   */
  wait(after: bigint, gone: AbortSignal): Promise<bigint>;
  /** Answers every held ask now (the server is closing). */
  releaseAll(): void;
  held(): number;
}

interface LongPollOptions {
  watch: Pick<ContentVersionWatch, 'current' | 'onMove'>;
  holdMs?: number;
  maxHeld?: number;
}

/**
 * Newer, not merely different: behind a load balancer the asker may know a version from an instance
 * that heard of a write a moment before this one, and answering that at once would only send it back.
 */
export function createLongPoll({
  watch,
  holdMs = LONG_POLL_HOLD_MS,
  maxHeld = LONG_POLL_MAX_HELD,
}: LongPollOptions): LongPoll {
  const held = new Set<() => void>();
  return {
    wait(after, gone) {
      const known = watch.current();
      if (known > after || held.size >= maxHeld || gone.aborted) return Promise.resolve(known);
      return new Promise((resolve) => {
        const answer = () => {
          held.delete(answer);
          clearTimeout(timer);
          stopHearing();
          gone.removeEventListener('abort', answer);
          resolve(watch.current());
        };
        const timer = setTimeout(answer, holdMs).unref();
        const stopHearing = watch.onMove((version) => {
          if (version > after) answer();
        });
        gone.addEventListener('abort', answer);
        held.add(answer);
      });
    },
    releaseAll() {
      for (const answer of [...held]) answer();
    },
    held: () => held.size,
  };
}
