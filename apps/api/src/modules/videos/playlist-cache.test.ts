import { describe, expect, it, vi } from 'vitest';
import { createPlaylistCache } from './playlist-cache';

const item = (videoId: string) => ({
  id: `i-${videoId}`,
  snippet: {
    title: 't',
    resourceId: { videoId },
    thumbnails: { medium: { url: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg` } },
  },
});
const ok = (items: unknown[]) =>
  new Response(JSON.stringify({ items, nextPageToken: 'secret-ish' }), { status: 200 });

describe('createPlaylistCache', () => {
  it('answers an empty list without a key and never calls out', async () => {
    const fetch = vi.fn();
    const cache = createPlaylistCache({
      apiBase: 'http://yt.test',
      apiKey: undefined,
      onError: vi.fn(),
      fetch,
    });
    expect(await cache.get('PL1')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for 8 snippet items, keeps only well-formed ones, and caches them', async () => {
    const fetch = vi.fn(async () => ok([item('dQw4w9WgXcQ'), { id: 'broken' }]));
    const cache = createPlaylistCache({ apiBase: 'http://yt.test/', apiKey: 'KEY', onError: vi.fn(), fetch });
    const items = await cache.get('PL1');
    expect(items).toEqual([item('dQw4w9WgXcQ')]);
    expect(JSON.stringify(items)).not.toContain('KEY');
    await cache.get('PL1');
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      part: 'snippet',
      maxResults: '8',
      playlistId: 'PL1',
      key: 'KEY',
    });
  });

  it('serves the last good answer when the service fails, and [] when it never answered', async () => {
    let now = 0;
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(ok([item('dQw4w9WgXcQ')]))
      .mockRejectedValue(new Error('down'));
    const onError = vi.fn();
    const cache = createPlaylistCache({
      apiBase: 'http://yt.test',
      apiKey: 'KEY',
      onError,
      fetch,
      now: () => now,
    });
    await cache.get('PL1');
    now += 11 * 60_000;
    expect(await cache.get('PL1')).toEqual([item('dQw4w9WgXcQ')]);
    // The service is down, so PL2 is not asked for until a minute has passed.
    expect(await cache.get('PL2')).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(1);
    now += 60_000;
    expect(await cache.get('PL2')).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('makes one call for 300 readers while the service fails, and asks again a minute later', async () => {
    let now = 0;
    const fetch = vi.fn(async () => new Response('{"error":"quotaExceeded"}', { status: 403 }));
    const cache = createPlaylistCache({
      apiBase: 'http://yt.test',
      apiKey: 'KEY',
      onError: vi.fn(),
      fetch,
      now: () => now,
    });
    const answers = await Promise.all(Array.from({ length: 300 }, () => cache.get('PL1')));
    expect(answers.every((items) => items.length === 0)).toBe(true);
    for (let index = 0; index < 300; index += 1) await cache.get(index % 2 ? 'PL1' : `PL-other-${index}`);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 60_000;
    await cache.get('PL1');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('remembers an unknown playlist for a minute without pausing the others', async () => {
    let now = 0;
    const fetch = vi.fn(async (url: string | URL | Request) =>
      new URL(String(url)).searchParams.get('playlistId') === 'PLgone'
        ? new Response('{}', { status: 404 })
        : ok([item('dQw4w9WgXcQ')]),
    );
    const cache = createPlaylistCache({
      apiBase: 'http://yt.test',
      apiKey: 'KEY',
      onError: vi.fn(),
      fetch,
      now: () => now,
    });
    expect(await cache.get('PLgone')).toEqual([]);
    expect(await cache.get('PLgone')).toEqual([]);
    expect(await cache.get('PL1')).toEqual([item('dQw4w9WgXcQ')]);
    expect(fetch).toHaveBeenCalledTimes(2);
    now += 60_000;
    await cache.get('PLgone');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
