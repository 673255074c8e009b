import { useCallback, useRef, useState } from 'react';

/**
 * Runs one save at a time. A double click submits twice before React has disabled the button, so the
 * ref (not the state) turns the second call away at once; `busy` is for the screen.
 */
export function useSingleFlight() {
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<unknown> | undefined) => {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
