import type { Admin } from '@station/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSession } from '~/testing/render';

describe('a super-only page', () => {
  it('tells a regular admin it needs super-admin rights, with the way back', async () => {
    const regular: Admin = {
      _id: 'r',
      name: 'Regular',
      email: 'r@station.test',
      role: 'regular',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const router = renderRoute('/dashboard/admins', testSession({ verify: async () => regular }, 'token'));
    expect(
      await screen.findByRole('heading', { name: 'You need super-admin rights for this page' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(router.state.location.pathname).toBe('/dashboard/admins');
  });
});
