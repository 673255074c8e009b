import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/testing/render-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const countedPaths = (requests: { url: URL }[]) =>
  requests
    .filter(({ url }) => url.pathname.endsWith('/view/increase'))
    .map(({ url }) => url.searchParams.get('path'));

describe('page view counting', () => {
  it.each(['/no/such/page', '/articles/foo', `/article/${UNKNOWN}`, `/program/${UNKNOWN}`])(
    'does not count the not-found page at %s, and counts the real page after it',
    async (path) => {
      const { router, requests } = await renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Sorry, we could not find this page.' }),
      ).toBeInTheDocument();
      await router.navigate({ to: '/about-us' });
      await waitFor(() => expect(countedPaths(requests)).toContain('/about-us'));
      expect(countedPaths(requests)).toEqual(['/about-us']);
    },
  );
});
