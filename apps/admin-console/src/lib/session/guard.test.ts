import type { Admin } from '@station/domain';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { requireAdmin, requireSuperAdmin, SuperAdminOnlyError, safeRedirectTarget } from './guard';
import { createSessionStore } from './session-store';

const admin = (role: Admin['role']): Admin => ({
  _id: 'a',
  name: 'A',
  email: 'a@station.test',
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function storeWith(current: Admin | null) {
  return createSessionStore(
    {
      verify: async () => current as Admin,
      login: async () => ({ ...(current as Admin), token: 't' }),
      logout: async () => undefined,
    },
    { get: () => (current ? 'token' : null), set: () => undefined, clear: () => undefined },
  );
}

async function outcome(current: Admin | null, superOnly = false) {
  const store = storeWith(current);
  try {
    await requireAdmin(store, '/dashboard/admins?x=1');
    if (superOnly) requireSuperAdmin(store);
    return 'allowed';
  } catch (error) {
    if (error instanceof SuperAdminOnlyError) return 'super-only';
    if (!isRedirect(error)) throw error;
    return error.options.search;
  }
}

describe('guards', () => {
  it.each([
    ['anonymous', null, false, { 'redirect-to': '/dashboard/admins?x=1' }],
    ['anonymous on a super page', null, true, { 'redirect-to': '/dashboard/admins?x=1' }],
    ['a regular admin', admin('regular'), false, 'allowed'],
    // Sending them to log in again only looped; the page says why instead.
    ['a regular admin on a super page', admin('regular'), true, 'super-only'],
    ['a super admin on a super page', admin('super'), true, 'allowed'],
  ] as const)('%s', async (_label, current, superOnly, expected) => {
    expect(await outcome(current, superOnly)).toEqual(expected);
  });
});

describe('asking the server before a page', () => {
  it('takes the answer given at start for the first page, and asks again for every page after', async () => {
    const verify = vi.fn(async () => admin('regular'));
    const store = createSessionStore(
      { verify, login: async () => ({ ...admin('regular'), token: 't' }), logout: async () => undefined },
      { get: () => 'token', set: () => undefined, clear: () => undefined },
    );
    await store.start();
    await requireAdmin(store, '/dashboard/posts/1');
    expect(verify).toHaveBeenCalledTimes(1);
    await requireAdmin(store, '/dashboard/posts');
    expect(verify).toHaveBeenCalledTimes(2);
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/dashboard/posts?page=2', '/dashboard/posts?page=2'],
    [undefined, '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
    ['/\\evil.example/', '/dashboard'],
    ['/.//evil.example/', '/dashboard'],
    ['/%2F%2Fevil.example/', '/dashboard'],
    ['/\t/evil.example/', '/dashboard'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirectTarget(target)).toBe(expected);
  });
});
