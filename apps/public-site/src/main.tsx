import './styles.css';
import { addFontFaces } from '@station/ui/font-faces';
import { hydrate } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadApi } from '~/lib/api';
import { chosenLanguage, createI18n, isLanguage, keepLanguageChoice } from '~/lib/i18n';
import { readPageState } from '~/lib/page-state';
import { createQueryClient } from '~/lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById('root');
const serverState = readPageState(document);

async function start(container: HTMLElement) {
  if (!serverState) {
    // Every page's data goes through the client chunk: its download starts now, beside the first render.
    void loadApi();
    const i18n = createI18n(chosenLanguage());
    keepLanguageChoice(i18n);
    createRoot(container).render(app(i18n));
    return;
  }
  // The page arrived drawn: the browser takes it over with the same data and language it was drawn in,
  // so nothing is fetched or redrawn before it responds. A choice stored before the server knew of it
  // is applied afterwards.
  hydrate(queryClient, serverState);
  const language = document.documentElement.lang;
  const i18n = createI18n(isLanguage(language) ? language : undefined);
  keepLanguageChoice(i18n);
  // Tells the router the markup came from a server, so it renders the outer layers as the server did
  // (without the loading boundaries it adds when it draws a page itself).
  router.ssr = { manifest: undefined };
  await router.load();
  // As a transition, the takeover yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is live.
  startTransition(() => {
    hydrateRoot(container, app(i18n));
  });
  const chosen = chosenLanguage();
  if (chosen && chosen !== i18n.language) void i18n.changeLanguage(chosen);
}

function app(i18n: ReturnType<typeof createI18n>) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

addFontFaces();
if (root) void start(root);
