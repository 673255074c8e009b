import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttp } from './http';
import { paged } from './paged';

function httpAnswering(body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers }),
  );
  return { fetch, http: createHttp({ baseUrl: 'http://api.test/api/', fetch }) };
}

describe('paged', () => {
  it('reads the whole list’s size from X-Total-Count', async () => {
    const { fetch, http } = httpAnswering(['a', 'b'], { 'X-Total-Count': '45' });
    expect(await paged(http, 'things', z.array(z.string()), { limit: 2, skip: 20 })).toEqual({
      items: ['a', 'b'],
      total: 45,
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/api/things?limit=2&skip=20');
  });

  it('counts the page itself when the server names no total', async () => {
    const { http } = httpAnswering(['a', 'b', 'c']);
    expect(await paged(http, 'things', z.array(z.string()), {})).toEqual({
      items: ['a', 'b', 'c'],
      total: 3,
    });
  });
});
