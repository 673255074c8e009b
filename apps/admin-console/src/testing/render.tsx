import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n } from '~/lib/i18n';
import { createSessionStore, type SessionApi, type SessionStore } from '~/lib/session/session-store';
import { Providers } from '~/providers';
import { createAppRouter } from '~/router';

/** A session with nobody signed in, unless the test gives its own answers and a stored token. */
export function testSession(api: Partial<SessionApi> = {}, token: string | null = null): SessionStore {
  let stored = token;
  return createSessionStore(
    {
      verify: () => Promise.reject(new Error('no session in this test')),
      login: () => Promise.reject(new Error('no login in this test')),
      logout: () => Promise.resolve(),
      ...api,
    },
    { get: () => stored, set: (value) => (stored = value), clear: () => (stored = null) },
  );
}

/** Renders a piece of the console inside its real providers (i18n, theme, feedback, session). */
export function renderWithProviders(ui: ReactElement, session: SessionStore = testSession()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Providers queryClient={queryClient} i18n={createI18n()} session={session}>
      {ui}
    </Providers>,
  );
}

/** Opens a console address through the real route tree, guards and loaders included. */
export function renderRoute(path: string, session: SessionStore = testSession()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({ queryClient, session }, createMemoryHistory({ initialEntries: [path] }));
  render(
    <Providers queryClient={queryClient} i18n={createI18n()} session={session}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
