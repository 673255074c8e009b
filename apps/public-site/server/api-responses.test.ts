import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiResponseCache, fetchUncompressed } from './api-responses';

const SATELLITES = 'http://127.0.0.1:3000/api/satellite-info';

/** A read that returns how many times it was made. */
function counted() {
  let times = 0;
  const read = vi.fn(async () => {
    times += 1;
    return { times };
  });
  return read;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiResponseCache', () => {
  it('gives renders asking together one read, and reads again once the response has expired', async () => {
    let now = 0;
    const cache = createApiResponseCache({ ttlMs: 5_000, now: () => now });
    const read = counted();
    const together = await Promise.all([
      cache.shareReads(SATELLITES, read),
      cache.shareReads(SATELLITES, read),
    ]);
    expect(together).toEqual([{ times: 1 }, { times: 1 }]);
    now = 4_999;
    expect(await cache.shareReads(SATELLITES, read)).toEqual({ times: 1 });
    expect(read).toHaveBeenCalledTimes(1);
    now = 5_000;
    expect(await cache.shareReads(SATELLITES, read)).toEqual({ times: 1 });
    expect(read).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect(await cache.shareReads(SATELLITES, read)).toEqual({ times: 2 }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('hands out an expired response while one new read runs, so no render waits for it', async () => {
    let now = 0;
    const cache = createApiResponseCache({ ttlMs: 5_000, now: () => now });
    await cache.shareReads(SATELLITES, async () => 'old');
    now = 6_000;
    let respond: (value: string) => void = () => undefined;
    const slow = vi.fn(() => new Promise<string>((resolve) => (respond = resolve)));
    expect(await cache.shareReads(SATELLITES, slow)).toBe('old');
    expect(await cache.shareReads(SATELLITES, slow)).toBe('old');
    expect(slow).toHaveBeenCalledTimes(1);
    respond('new');
    await vi.waitFor(async () => expect(await cache.shareReads(SATELLITES, slow)).toBe('new'));
  });

  it('waits for a new response once the one cached is twice as old as responses may be', async () => {
    let now = 0;
    const cache = createApiResponseCache({ ttlMs: 5_000, now: () => now });
    await cache.shareReads(SATELLITES, async () => 'old');
    now = 10_000;
    expect(await cache.shareReads(SATELLITES, async () => 'new')).toBe('new');
  });

  it('goes on handing out the expired response when the new read fails, and tries again', async () => {
    let now = 0;
    const cache = createApiResponseCache({ ttlMs: 5_000, now: () => now });
    await cache.shareReads(SATELLITES, async () => 'old');
    now = 6_000;
    const failing = vi.fn(() => Promise.reject(new Error('The API is restarting')));
    expect(await cache.shareReads(SATELLITES, failing)).toBe('old');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(await cache.shareReads(SATELLITES, async () => 'new')).toBe('old');
    await vi.waitFor(async () => expect(await cache.shareReads(SATELLITES, failing)).toBe('new'));
  });

  it('caches responses apart by address', async () => {
    const cache = createApiResponseCache({ ttlMs: 5_000 });
    expect(await cache.shareReads(`${SATELLITES}?a`, async () => 'a')).toBe('a');
    expect(await cache.shareReads(`${SATELLITES}?b`, async () => 'b')).toBe('b');
    expect(await cache.shareReads(`${SATELLITES}?a`, async () => 'not asked')).toBe('a');
  });

  it('hands every render the same response, which none of them can change', async () => {
    const cache = createApiResponseCache({ ttlMs: 5_000 });
    const response = await cache.shareReads(SATELLITES, async () => ({ data: [{ name: 'Nilesat' }] }));
    expect(() => {
      (response.data[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(await cache.shareReads(SATELLITES, async () => ({ data: [] }))).toEqual({
      data: [{ name: 'Nilesat' }],
    });
  });

  it('reads again after a refusal or a failure: only responses are cached', async () => {
    const cache = createApiResponseCache({ ttlMs: 5_000 });
    await expect(
      cache.shareReads(SATELLITES, () => Promise.reject(new Error('The post was not found'))),
    ).rejects.toThrow('not found');
    expect(await cache.shareReads(SATELLITES, async () => 'found')).toBe('found');
  });

  it('drops every response when a write is heard, and again once the API instances have all heard of it', async () => {
    vi.useFakeTimers();
    const cache = createApiResponseCache({ ttlMs: 60_000 });
    const read = counted();
    await cache.shareReads(SATELLITES, read);
    cache.clearAfterWrite();
    expect(await cache.shareReads(SATELLITES, read)).toEqual({ times: 2 });
    vi.advanceTimersByTime(2_000);
    expect(await cache.shareReads(SATELLITES, read)).toEqual({ times: 3 });
    expect(await cache.shareReads(SATELLITES, read)).toEqual({ times: 3 });
  });

  it('lets a render that stops waiting go without stopping the read the others wait for', async () => {
    const cache = createApiResponseCache({ ttlMs: 5_000 });
    let respond: (value: string) => void = () => undefined;
    const read = () => new Promise<string>((resolve) => (respond = resolve));
    const stopped = new AbortController();
    const first = cache.shareReads(SATELLITES, read, stopped.signal);
    const second = cache.shareReads(SATELLITES, read);
    stopped.abort(new DOMException('stopped', 'AbortError'));
    await expect(first).rejects.toThrow('stopped');
    respond('satellites');
    expect(await second).toBe('satellites');
  });

  it('keeps nothing when pages are not kept', async () => {
    const cache = createApiResponseCache({ ttlMs: 0 });
    const read = counted();
    expect(await cache.shareReads(SATELLITES, read)).toEqual({ times: 1 });
    expect(await cache.shareReads(SATELLITES, read)).toEqual({ times: 2 });
    expect(cache.size()).toBe(0);
  });

  it('keeps at most maxEntries responses, letting the least recently used go first', async () => {
    const cache = createApiResponseCache({ ttlMs: 5_000, maxEntries: 3 });
    await cache.shareReads(SATELLITES, async () => 'satellites');
    for (let id = 0; id < 10; id += 1) {
      await cache.shareReads(`${SATELLITES}/${id}`, async () => id);
      expect(await cache.shareReads(SATELLITES, async () => 'read again')).toBe('satellites');
    }
    expect(cache.size()).toBeLessThanOrEqual(3);
    expect(await cache.shareReads(`${SATELLITES}/9`, async () => 'read again')).toBe(9);
    expect(await cache.shareReads(`${SATELLITES}/0`, async () => 'read again')).toBe('read again');
  });
});

describe('fetchUncompressed', () => {
  it('asks for the response uncompressed and keeps the headers the client sent', async () => {
    const server = createServer((request, response) => response.end(JSON.stringify(request.headers)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetchUncompressed(`http://127.0.0.1:${port}/`, {
        headers: { Accept: 'application/json' },
      });
      expect(await response.json()).toMatchObject({
        'accept-encoding': 'identity',
        accept: 'application/json',
      });
    } finally {
      server.close();
    }
  });
});
