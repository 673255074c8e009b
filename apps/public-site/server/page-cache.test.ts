import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';

const page = (html: string) => Promise.resolve({ status: 200, body: Buffer.from(html) });
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createPageCache', () => {
  it('gives readers arriving together one render, and renders again once it has expired', async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxBytes: 1_000 });
    const render = vi.fn(() => page('<p>one</p>'));
    await Promise.all([
      cache.get('en /', render, 0),
      cache.get('en /', render, 10),
      cache.get('en /', render, 4_999),
    ]);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.get('en /', render, 5_000);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('never keeps a page drawn without its data: the next reader gets a new render', async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxBytes: 1_000 });
    const failed = vi.fn(async () => ({
      status: 503,
      body: Buffer.from('unavailable'),
      fallback: 'unavailable' as const,
    }));
    expect((await cache.get('en /', failed, 0)).status).toBe(503);
    await settled();
    expect([cache.size(), cache.bytes()]).toEqual([0, 0]);
    expect((await cache.get('en /', () => page('home'), 1)).body.toString()).toBe('home');
  });

  it('keeps languages apart and lets the oldest pages go when they weigh more than the bound', async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxBytes: 10 });
    expect((await cache.get('en /', () => page('home'), 0)).body.toString()).toBe('home');
    // Two Ethiopic letters and a "!" are seven bytes: with "home" that is over the bound, so "home" goes.
    expect((await cache.get('am /', () => page('ቤት!'), 0)).body.toString()).toBe('ቤት!');
    await settled();
    expect(cache.bytes()).toBe(7);
    const again = vi.fn(() => page('home again'));
    expect((await cache.get('en /', again, 1)).body.toString()).toBe('home again');
    expect(again).toHaveBeenCalledTimes(1);
    await settled();
    expect(cache.bytes()).toBeLessThanOrEqual(10);
  });

  it('lets go of expired pages as new ones come, so a burst of addresses does not stay in memory', async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxBytes: 1_000_000 });
    for (let i = 0; i < 100; i += 1) await cache.get(`en /article/${i}`, () => page('x'.repeat(100)), 0);
    await settled();
    expect(cache.size()).toBe(100);
    await cache.get('en /', () => page('home'), 5_000);
    await settled();
    expect(cache.size()).toBe(1);
    expect(cache.bytes()).toBe(4);
  });
});

describe('clearAfterWrite', () => {
  it('drops every page at once and again once the API instances have all heard of the write', async () => {
    vi.useFakeTimers();
    try {
      const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000, settleMs: 2_000 });
      await cache.get('en /', () => page('before'), 0);
      cache.clearAfterWrite();
      expect(cache.size()).toBe(0);
      // Drawn through an instance that had not heard of the write yet.
      await cache.get('en /', () => page('still before'), 1);
      expect(cache.size()).toBe(1);
      vi.advanceTimersByTime(2_000);
      expect(cache.size()).toBe(0);
      expect((await cache.get('en /', () => page('after'), 3)).body.toString()).toBe('after');
    } finally {
      vi.useRealTimers();
    }
  });
});
