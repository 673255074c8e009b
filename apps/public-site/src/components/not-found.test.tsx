import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/testing/render-app';

describe('not-found page', () => {
  it.each(['/no-such-page', '/articles/gossip', '/article/00000000-0000-4000-8000-000000000999'])(
    'answers %s with the spec text and a way home',
    async (path) => {
      const user = userEvent.setup();
      const { router } = await renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Sorry, we could not find this page.' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to homepage' }));
      expect(router.state.location.pathname).toBe('/');
    },
  );
});
