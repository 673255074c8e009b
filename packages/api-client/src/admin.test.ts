import { describe, expect, it, vi } from 'vitest';
import { createAdminApi } from './admin';

describe('admin session calls', () => {
  it('logs out with POST admins/logout, carrying the token held when the call starts', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ message: 'Logged Out Successfully!' }), { status: 200 }),
    );
    let token: string | null = 'the-token';
    const api = createAdminApi({ baseUrl: 'http://api.test/api/', fetch, getAuthToken: () => token });
    const call = api.session.logout();
    // The console forgets its token right after starting the call; the request already has it.
    token = null;
    expect(await call).toEqual({ message: 'Logged Out Successfully!' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/api/admins/logout');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer the-token' });
  });
});

describe('admin reads of what readers see', () => {
  it('reads them as a reader would, without the session’s token', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify([]), { status: 200 }),
    );
    const api = createAdminApi({ baseUrl: 'http://api.test/api/', fetch, getAuthToken: () => 'the-token' });
    expect(await api.programs.list()).toEqual([]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/api/program');
    expect(init?.headers).not.toHaveProperty('Authorization');
  });
});
