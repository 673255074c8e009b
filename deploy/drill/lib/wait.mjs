// @ts-check
/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `condition` every `intervalMs` until it gives a truthy value; answers the milliseconds it
 * took, or undefined after `timeoutMs`. A condition that throws counts as not yet.
 * @param {() => unknown} condition
 * @param {{ timeoutMs: number; intervalMs?: number }} options
 * @returns {Promise<number | undefined>}
 */
export async function waitFor(condition, { timeoutMs, intervalMs = 25 }) {
  const started = Date.now();
  for (;;) {
    if (
      await Promise.resolve()
        .then(condition)
        .catch(() => false)
    )
      return Date.now() - started;
    if (Date.now() - started > timeoutMs) return undefined;
    await sleep(intervalMs);
  }
}

/**
 * Every value in order, so a percentile of an empty list is 0.
 * @param {number[]} values
 * @param {number} p
 * @returns {number}
 */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
