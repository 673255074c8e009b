/** Longer than any API instance takes to hear of another's write (it listens, or reads twice a second). */
export const WRITE_SETTLE_MS = 2_000;

/**
 * After a write: clears now, and again once every API instance has surely heard of it, since what was
 * rendered or asked in between through an instance that had not yet may show what came before.
 */
export function clearAfterWrite(clear: () => void, settleMs = WRITE_SETTLE_MS): void {
  clear();
  setTimeout(clear, settleMs).unref();
}
