import { describe, expect, it, vi } from 'vitest';
import { issuedAt, keepSessionAlive, RENEW_AFTER_MS } from './keep-alive';

const tokenIssuedAt = (ms: number) => `h.${btoa(JSON.stringify({ iat: Math.floor(ms / 1000) }))}.s`;

describe('keepSessionAlive', () => {
  it('renews a token older than an hour on the next key press, once, and leaves a young one alone', async () => {
    const now = 10 * RENEW_AFTER_MS;
    let token = tokenIssuedAt(now - RENEW_AFTER_MS / 2);
    const target = new EventTarget();
    const refresh = vi.fn(async () => ({ token: tokenIssuedAt(now) }));
    const stop = keepSessionAlive({
      target,
      getToken: () => token,
      refresh,
      replaceToken: (fresh) => {
        token = fresh;
      },
      now: () => now,
    });
    target.dispatchEvent(new Event('keydown'));
    expect(refresh).not.toHaveBeenCalled();

    token = tokenIssuedAt(now - RENEW_AFTER_MS - 1_000);
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(token).toBe(tokenIssuedAt(now)));
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads no time from a token it cannot read', () => {
    expect(issuedAt(null)).toBeUndefined();
    expect(issuedAt('not-a-token')).toBeUndefined();
    expect(issuedAt('a.%%%.b')).toBeUndefined();
  });
});
