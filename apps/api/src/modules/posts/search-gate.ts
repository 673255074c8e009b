import { AppError } from '../../lib/errors';

export interface GateLimits {
  /** Searches the database works on at once; the rest of the pool stays free for every other read. */
  running: number;
  /** Searches that wait their turn; one more is refused at once rather than left to time out. */
  waiting: number;
}

/**
 * Lets at most `running` tasks run at once and `waiting` more queue (first come, first served);
 * beyond that it answers 503 with Retry-After, so a burst of slow searches cannot take every
 * database connection (or, on the embedded database, the one queue) from the ads, lists and articles.
 */
export function createGate({ running, waiting }: GateLimits) {
  let active = 0;
  const queue: (() => void)[] = [];

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < running) active += 1;
      else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else
        throw new AppError(
          503,
          'Many searches are running right now. Please try again in a moment.',
          'BUSY',
          {
            'retry-after': '2',
          },
        );
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
