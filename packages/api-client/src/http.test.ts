import { describe, expect, it, vi } from 'vitest';
import { createAdminApi } from './admin';
import { ApiError, buildUrl } from './http';
import { createPublicApi } from './public';

const BASE = 'http://api.test/api/';

function fakeFetch(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers }),
  );
}

const post = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'ዜና',
  detail: 'd',
  category: 'local',
  imagesUrl: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  visit: 3,
};

describe('buildUrl', () => {
  it('joins the base, the path and defined query values', () => {
    expect(buildUrl(BASE, 'post', { limit: 8, skip: 0, category: undefined })).toBe(
      'http://api.test/api/post?limit=8&skip=0',
    );
    expect(buildUrl('http://api.test/api', 'live')).toBe('http://api.test/api/live');
  });
});

describe('public api', () => {
  it('lists posts and parses them with the domain schema', async () => {
    const fetch = fakeFetch(200, [post]);
    const api = createPublicApi({ baseUrl: BASE, fetch });
    expect(await api.posts.list({ limit: 8, category: 'local' })).toEqual([post]);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/api/post?limit=8&skip=0&category=local');
  });

  it('reads a list from a newer API: an item it cannot read is left out alone, unknown fields are dropped', async () => {
    const second = { ...post, _id: '00000000-0000-4000-8000-000000000002', editorNote: 'new field' };
    const unknownCategory = { ...post, _id: '00000000-0000-4000-8000-000000000003', category: 'health' };
    const api = createPublicApi({ baseUrl: BASE, fetch: fakeFetch(200, [post, unknownCategory, second]) });
    expect(await api.posts.list({ limit: 8 })).toEqual([post, { ...post, _id: second._id }]);
  });

  it('still refuses a list answer that is not a list', async () => {
    const api = createPublicApi({ baseUrl: BASE, fetch: fakeFetch(200, { posts: [post] }) });
    await expect(api.posts.list({ limit: 8 })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('sends an Amharic search key in the query', async () => {
    const fetch = fakeFetch(200, []);
    await createPublicApi({ baseUrl: BASE, fetch }).posts.search('ዜና/ስፖርት');
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/post/search');
    expect(url.searchParams.get('key')).toBe('ዜና/ስፖርት');
  });

  it.each(['.', '..', '../..', '%2e'])('never turns a search for %j into a list call', async (key) => {
    const fetch = fakeFetch(200, []);
    await createPublicApi({ baseUrl: BASE, fetch }).posts.search(key);
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/post/search');
    expect(url.searchParams.get('key')).toBe(key);
  });

  it('reads through shareReads when given it: the read is made by its address, and answers what it keeps', async () => {
    const fetch = fakeFetch(200, [post]);
    const kept = new Map<string, Promise<unknown>>();
    const asked: string[] = [];
    function shareReads<T>(url: string, read: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      expect(signal).toBeUndefined();
      asked.push(url);
      if (!kept.has(url)) kept.set(url, read());
      return kept.get(url) as Promise<T>;
    }
    const api = createPublicApi({ baseUrl: BASE, fetch, shareReads });
    const [first, second] = await Promise.all([api.posts.list({ limit: 8 }), api.posts.list({ limit: 8 })]);
    expect(second).toBe(first);
    expect(first[0]?.title).toBe('ዜና');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([
      'http://api.test/api/post?limit=8&skip=0',
      'http://api.test/api/post?limit=8&skip=0',
    ]);
  });

  it('counts a visit as the spec sends it: PATCH, JSON content type, no body, nothing read back', async () => {
    const fetch = fakeFetch(204);
    createPublicApi({ baseUrl: BASE, fetch }).views.increase({ webStatus: 'visit', path: '/live' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/api/view/increase?webStatus=visit&path=%2Flive');
    expect(init).toMatchObject({
      method: 'PATCH',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(init?.body).toBeUndefined();
  });

  it('drops a failed visit count silently', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(() =>
      createPublicApi({ baseUrl: BASE, fetch }).views.increase({ webStatus: 'visit' }),
    ).not.toThrow();
  });
});

describe('admin api', () => {
  it('sends the bearer token and JSON body', async () => {
    const fetch = fakeFetch(200, {
      message: 'Saved Successfully!',
      data: { _id: post._id, name: 'n', url: '', detail: '', time: '' },
    });
    const api = createAdminApi({ baseUrl: BASE, fetch, getAuthToken: () => 'token-1' });
    await api.programs.create({ name: 'n', url: '', detail: '', time: '' });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'n', url: '', detail: '', time: '' });
  });

  it('asks the browser to revalidate when the client is made with no-cache, and leaves it alone otherwise', async () => {
    const fetch = fakeFetch(200, []);
    await createPublicApi({ baseUrl: BASE, fetch, cache: 'no-cache' }).programs.list();
    await createPublicApi({ baseUrl: BASE, fetch }).programs.list();
    expect(fetch.mock.calls.map(([, init]) => init?.cache)).toEqual(['no-cache', undefined]);
  });

  it('reads the page total from X-Total-Count', async () => {
    const fetch = fakeFetch(200, [post], { 'X-Total-Count': '45' });
    const page = await createAdminApi({ baseUrl: BASE, fetch }).posts.page({ limit: 20, skip: 20 });
    expect(page).toEqual({ items: [post], total: 45 });
  });

  it("turns a refusal into an ApiError carrying the server's sentence", async () => {
    const fetch = fakeFetch(409, {
      error: 'At least one super administrator must remain.',
      code: 'CONFLICT',
    });
    const error = await createAdminApi({ baseUrl: BASE, fetch })
      .remove('admins', post._id)
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'At least one super administrator must remain.',
      code: 'CONFLICT',
    });
  });

  it('reports an unreachable server and an answer it cannot read as ApiErrors', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(createAdminApi({ baseUrl: BASE, fetch: offline }).session.verify()).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
    const garbage = fakeFetch(200, { unexpected: true });
    await expect(createAdminApi({ baseUrl: BASE, fetch: garbage }).session.verify()).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});
