import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../http';
import { audienceApi } from './audience';

describe('audience calls', () => {
  it('asks for a breakdown with the period and each filter flat in the query string', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify([{ key: 't.me', views: 2, visits: 1, visitors: 1, engaged: 1 }]), {
          status: 200,
        }),
    );
    const audience = audienceApi(createHttp({ baseUrl: 'http://api.test/api/', fetch }));
    const rows = await audience.breakdown({
      period: { from: '2026-03-01T21:00:00Z', to: '2026-03-02T21:00:00Z' },
      filters: { lang: 'am', targetKind: 'article', target: 'a1' },
      dimension: 'referrer',
      limit: 10,
    });
    expect(rows).toEqual([{ key: 't.me', views: 2, visits: 1, visitors: 1, engaged: 1 }]);
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/analytics/breakdown');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: '2026-03-01T21:00:00Z',
      to: '2026-03-02T21:00:00Z',
      lang: 'am',
      targetKind: 'article',
      target: 'a1',
      dimension: 'referrer',
      limit: '10',
    });
  });

  it('refuses an answer that is not readers now', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ visitors: 'many' }), { status: 200 }));
    const audience = audienceApi(createHttp({ baseUrl: 'http://api.test/api/', fetch }));
    await expect(audience.readersNow()).rejects.toThrow();
  });
});
