import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n } from '~/lib/i18n';
import { createSessionStore } from '~/lib/session/session-store';
import { Providers } from '~/providers';

/** Renders a piece of the console inside its real providers (i18n, theme, feedback, session). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createSessionStore(
    {
      verify: () => Promise.reject(new Error('no session in tests')),
      login: () => Promise.reject(new Error('no login')),
    },
    { get: () => null, set: () => undefined, clear: () => undefined },
  );
  return render(
    <Providers queryClient={queryClient} i18n={createI18n()} session={session}>
      {ui}
    </Providers>,
  );
}
