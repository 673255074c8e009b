import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';

const page = (html: string) => Promise.resolve({ status: 200, html });

describe('createPageCache', () => {
  it('gives readers arriving together one render, and renders again once it has expired', async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 10 });
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

  it('keeps languages apart and forgets the oldest address when full', async () => {
    const cache = createPageCache({ ttlMs: 5_000, maxEntries: 2 });
    expect((await cache.get('en /', () => page('home'), 0)).html).toBe('home');
    expect((await cache.get('am /', () => page('ቤት'), 0)).html).toBe('ቤት');
    await cache.get('en /x', () => page('x'), 0);
    const again = vi.fn(() => page('home again'));
    expect((await cache.get('en /', again, 1)).html).toBe('home again');
    expect((await cache.get('en /x', () => page('not used'), 1)).html).toBe('x');
  });
});
