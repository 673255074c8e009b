import { ApiError } from '@station/api-client/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSession } from '~/testing/render';

async function logIn() {
  await userEvent.type(await screen.findByLabelText(/^Email/), 'admin@station.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'not-the-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page', () => {
  it('shows how long a lock-out lasts, in the server’s words', async () => {
    const lockedOut = new ApiError(429, 'Too many failed attempts. Try again in 15 minutes.', 'RATE_LIMITED');
    renderRoute('/login', testSession({ login: () => Promise.reject(lockedOut) }));
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Try again in 15 minutes.',
    );
  });

  it.each([
    [
      'SESSION_REVOKED',
      'Your session was ended: your password was changed or you logged out elsewhere. Please log in again.',
    ],
    ['SESSION_EXPIRED', 'Your session has ended. Please log in again.'],
  ])('says why a session the server ended (%s) sent the admin here', async (code, sentence) => {
    const refusal = new ApiError(401, 'Please log in again.', code);
    const router = renderRoute(
      '/dashboard/programs',
      testSession({ verify: () => Promise.reject(refusal) }, 'old'),
    );
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('gives no reason to someone who simply is not signed in', async () => {
    renderRoute('/dashboard/programs');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText(/Please log in again/)).not.toBeInTheDocument();
  });
});
