import type { Admin } from '@station/domain';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { requireAdmin, safeRedirectTarget } from './guard';
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
    { verify: async () => current as Admin, login: async () => ({ ...(current as Admin), token: 't' }) },
    { get: () => (current ? 'token' : null), set: () => undefined, clear: () => undefined },
  );
}

async function outcome(current: Admin | null, role?: Admin['role']) {
  try {
    await requireAdmin(storeWith(current), '/dashboard/admins?x=1', role);
    return 'allowed';
  } catch (error) {
    if (!isRedirect(error)) throw error;
    return error.options.search;
  }
}

describe('requireAdmin', () => {
  it.each([
    ['anonymous', null, undefined, { 'redirect-to': '/dashboard/admins?x=1' }],
    ['anonymous on a super page', null, 'super', { 'redirect-to': '/dashboard/admins?x=1' }],
    ['a regular admin', admin('regular'), undefined, 'allowed'],
    [
      'a regular admin on a super page',
      admin('regular'),
      'super',
      { 'redirect-to': '/dashboard/admins?x=1' },
    ],
    ['a super admin on a super page', admin('super'), 'super', 'allowed'],
  ] as const)('%s', async (_label, current, role, expected) => {
    expect(await outcome(current, role)).toEqual(expected);
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/dashboard/posts?page=2', '/dashboard/posts?page=2'],
    [undefined, '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['//evil.example/', '/dashboard'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirectTarget(target)).toBe(expected);
  });
});
