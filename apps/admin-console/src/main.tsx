import '@station/ui/fonts';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionGate } from '~/components/session-gate';
import { followAdminLanguage, showLanguage, startingLanguage } from '~/lib/console-language';
import { createI18n } from '~/lib/i18n';
import { createQueryClient } from '~/lib/query-client';
import { session } from '~/lib/session/session';
import { fetchWordsAhead } from '~/lib/words-ahead';
import { Providers } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient((error) => {
  session.logout(error);
  router.invalidate();
});
const router = createAppRouter({ queryClient, session });
const i18n = createI18n();
const root = document.getElementById('root');
fetchWordsAhead(router, i18n);

// The first screen waits for its language's words (a small chunk, only for Amharic); if they cannot
// arrive, the console still opens, in English.
if (root) {
  void showLanguage(i18n, startingLanguage())
    .catch(() => undefined)
    .then(() => {
      followAdminLanguage(session, i18n);
      render(root);
    });
}

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} session={session}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
      </Providers>
    </StrictMode>,
  );
}
