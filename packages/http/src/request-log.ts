/** A request slower than this is always logged: it is what an operator looks for first. */
export const SLOW_REQUEST_MS = 1_000;

/** How often an ordinary request is summarised by default: every one outside production, one in 100 in it. */
export const defaultRequestLogEvery = (production: boolean) => (production ? 100 : 1);

/**
 * Decides which requests get a log line. Failures (5xx) and slow answers always do, as warnings; of the
 * rest one in `every` does, as information (0: none). Rates and latencies of all of them are in the
 * metrics, so the log needs only what the metrics cannot say: which request it was.
 */
export function requestLogSampler(every: number) {
  let seen = 0;
  return (status: number, ms: number): 'warn' | 'info' | undefined => {
    if (status >= 500 || ms >= SLOW_REQUEST_MS) return 'warn';
    if (every === 0) return undefined;
    seen = (seen + 1) % every;
    return seen === 0 ? 'info' : undefined;
  };
}
