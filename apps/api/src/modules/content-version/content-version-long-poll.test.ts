import { CONNECTION_LIMITS } from '@station/http/connections';
import { describe, expect, it } from 'vitest';
import { createLongPoll, LONG_POLL_HOLD_MS } from './content-version-long-poll';

/** A watch whose version a test moves, as a write heard from another instance would. */
function fakeWatch(start: bigint) {
  let known = start;
  const listeners = new Set<(version: bigint) => void>();
  return {
    current: () => known,
    onMove(listener: (version: bigint) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    move(to: bigint) {
      known = to;
      for (const listener of listeners) listener(to);
    },
    listening: () => listeners.size,
  };
}

const stays = () => new AbortController().signal;
/** Whether a promise has settled by the time the queued callbacks have run. */
const settled = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setImmediate(resolve, false))]);

describe('the long poll for the content version', () => {
  it('answers at once when this instance knows a newer version than the asker', async () => {
    const poll = createLongPoll({ watch: fakeWatch(7n) });
    expect(await poll.wait(5n, stays())).toBe(7n);
    expect(poll.held()).toBe(0);
  });

  it('holds an asker who is up to date, and answers as soon as the version moves on', async () => {
    const watch = fakeWatch(7n);
    const poll = createLongPoll({ watch });
    const answer = poll.wait(7n, stays());
    expect(await settled(answer)).toBe(false);
    expect(poll.held()).toBe(1);
    watch.move(8n);
    expect(await answer).toBe(8n);
    expect([poll.held(), watch.listening()]).toEqual([0, 0]);
  });

  it('holds an asker ahead of this instance until this instance catches up and moves past', async () => {
    const watch = fakeWatch(7n);
    const poll = createLongPoll({ watch });
    const answer = poll.wait(9n, stays());
    watch.move(9n);
    expect(await settled(answer)).toBe(false);
    watch.move(10n);
    expect(await answer).toBe(10n);
  });

  it('answers with the same version once the hold is over', async () => {
    const poll = createLongPoll({ watch: fakeWatch(7n), holdMs: 20 });
    const asked = Date.now();
    expect(await poll.wait(7n, stays())).toBe(7n);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(15);
  });

  it('holds no more than its bound, and answers the others at once', async () => {
    const poll = createLongPoll({ watch: fakeWatch(7n), maxHeld: 2 });
    const held = [poll.wait(7n, stays()), poll.wait(7n, stays())];
    expect(await poll.wait(7n, stays())).toBe(7n);
    expect(poll.held()).toBe(2);
    poll.releaseAll();
    expect(await Promise.all(held)).toEqual([7n, 7n]);
    expect(poll.held()).toBe(0);
  });

  it('lets go of an asker who has gone', async () => {
    const poll = createLongPoll({ watch: fakeWatch(7n) });
    const gone = new AbortController();
    const answer = poll.wait(7n, gone.signal);
    gone.abort();
    expect(await answer).toBe(7n);
    expect(poll.held()).toBe(0);
  });

  it('holds for less than a silent connection is allowed to live', () => {
    expect(LONG_POLL_HOLD_MS).toBeLessThan(CONNECTION_LIMITS.stalledMs);
  });
});
