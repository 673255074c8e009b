import './styles.css';
import { addFontFaces } from '@station/ui/font-faces';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadSiteConfig } from '~/config/site-config';
import { loadApi } from '~/lib/api';
import { createI18n, keepLanguageChoice } from '~/lib/i18n';
import { chosenLanguage, isLanguage, languageFromPreferences } from '~/lib/language';
import { createQueryClient } from '~/lib/query-client';
import { dataSaverFrom } from '~/lib/reader';
import {
  adoptRenderedText,
  endHydration,
  forgetRenderedText,
  isLeaving,
  keepScrollThroughHydration,
  nextTask,
  readPageState,
  startHydration,
} from '~/rendering';
import { Providers } from './providers';
import { type AppRouter, createAppRouter } from './router';

/** Whether the reader asked to save data: a server-rendered page says so; otherwise the browser knows. */
function readerSavesData(serverRendered: boolean): boolean {
  return serverRendered
    ? document.documentElement.hasAttribute('data-saver')
    : dataSaverFrom(
        document.cookie,
        (navigator as { connection?: { saveData?: boolean } }).connection?.saveData ? 'on' : undefined,
      );
}

/** Lets the browser paint and answer input first; false once a followed link is taking the reader away. */
async function stillHereAfterATask(): Promise<boolean> {
  await nextTask();
  return !isLeaving(document);
}

async function start(container: HTMLElement) {
  // The reader followed a link before the scripts arrived: the browser is loading that page already.
  if (isLeaving(document)) return;
  // The site's modules ran in tasks of their own; reading the page, adding the web font, making the
  // router and hydrating the page each take another. Run with the entry module, the first of these
  // added 15-25 ms on a slow phone to the task that makes React's renderer ready (60-70 ms alone).
  if (!(await stillHereAfterATask())) return;
  const serverState = readPageState(document);
  const queryClient = createQueryClient();
  const dataSaver = readerSavesData(serverState !== undefined);
  // A reader saving data reads in the phone's own fonts.
  if (!dataSaver) addFontFaces();
  startOfflineReading();
  // Written into the page by the page server: reading it costs nothing. A copy of dist/ served
  // without the server fetches /config.json first.
  await loadSiteConfig(document);
  if (!serverState) {
    const router = createAppRouter(queryClient);
    // Every page's data goes through the client chunk: its download starts now, beside the first render.
    void loadApi();
    const i18n = createI18n(chosenLanguage() ?? languageFromPreferences(navigator.languages));
    keepLanguageChoice(i18n);
    createRoot(container).render(app({ router, i18n, queryClient, dataSaver }));
    return;
  }
  if (!(await stillHereAfterATask())) return;
  const router = createAppRouter(queryClient);
  // Making the router, then readying the data and words and loading the route, are each a task of
  // 20-30 ms on a slow phone; in one they held a tap for 60-90 ms.
  if (!(await stillHereAfterATask())) return;
  if (serverState.renderedText) adoptRenderedText(serverState.renderedText);
  startHydration();
  // The page arrived rendered: the browser hydrates it with the same data, text and language it was
  // rendered in (the server read the same language cookie), so nothing is fetched, formatted or
  // rendered again before it responds.
  hydrate(queryClient, serverState);
  const language = document.documentElement.lang;
  const i18n = createI18n(isLanguage(language) ? language : undefined);
  keepLanguageChoice(i18n);
  if (!(await stillHereAfterATask())) return;
  // Tells the router the markup came from a server, so it renders the outer layers as the server did
  // (without the loading boundaries it adds when it renders a page itself).
  router.ssr = { manifest: undefined };
  await router.load();
  if (!(await stillHereAfterATask())) return;
  keepScrollThroughHydration(router);
  // Parts of the page hydrated late (a route whose code arrives after the rest) use the server's
  // text too; the first move to another page renders its own.
  const stop = router.subscribe('onBeforeNavigate', () => {
    forgetRenderedText();
    endHydration();
    stop();
  });
  // In slices the browser can paint and answer between: a tap meanwhile makes React finish hydrating
  // at once and hand it the tap, so none is lost, and a slow phone is never held for the whole of it.
  startTransition(() => {
    hydrateRoot(container, app({ router, i18n, queryClient, dataSaver }));
  });
}

interface AppParts {
  router: AppRouter;
  i18n: ReturnType<typeof createI18n>;
  queryClient: QueryClient;
  dataSaver: boolean;
}

function app({ router, i18n, queryClient, dataSaver }: AppParts) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n} dataSaver={dataSaver}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

/** Offline reading starts once the page has loaded, in a chunk of its own. */
function startOfflineReading() {
  if (import.meta.env.PROD)
    void import('~/offline/keep-for-offline').then((offline) => offline.startOfflineReading());
}

const root = document.getElementById('root');
if (root) void start(root);
