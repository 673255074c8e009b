import { describe, expect, it, vi } from 'vitest';
import { createAdminApi } from '../admin';

const post = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'ዜና',
  detail: 'd',
  category: 'local',
  imagesUrl: [],
  createdAt: '2026-11-22T10:00:00.000Z',
  visit: 3,
};

function answering(body: unknown) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200 }),
  );
}

describe('admin post calls', () => {
  it('publishes with POST post/{id}/publish, carrying the chosen time', async () => {
    const fetch = answering({ message: 'Published', data: post });
    const api = createAdminApi({ baseUrl: 'http://api.test/api/', fetch });
    await api.posts.publish(post._id, { publishAt: '2026-12-01T08:00:00.000Z' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/api/post/00000000-0000-4000-8000-000000000001/publish');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ publishAt: '2026-12-01T08:00:00.000Z' });
  });

  it('sends the console table’s filters, leaving the blank ones out, and reads the total', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify([post]), { status: 200, headers: { 'X-Total-Count': '12' } }),
    );
    const api = createAdminApi({ baseUrl: 'http://api.test/api/', fetch });
    const page = await api.posts.manage({ limit: 20, skip: 0, q: '' });
    expect(page).toEqual({ items: [post], total: 12 });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/api/post/manage?limit=20&skip=0');
  });
});
