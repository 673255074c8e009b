import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createI18n, keepLanguageChoice } from '~/lib/i18n';
import type { Language } from '~/lib/language';
import { Providers } from '~/providers';
import { createAppRouter } from '~/router';

/**
 * Answers by API path ('post', 'program/x', …), or by path and query where the query names what is
 * asked ('post/search?key=x'). A value of `Error` makes that call fail with 500; a promise holds the
 * answer back until it settles; a Response is answered as it is (a refusal with its status and body).
 */
export type FakeApi = Record<string, unknown>;

const DEFAULTS: FakeApi = {
  program: [],
  'satellite-info': [],
  ad: [],
  'videos/playlist': [],
  post: [],
  live: { _id: 'live', url: '' },
  banner: null,
};

/** Stubs fetch with the fake API and returns every request the app made. */
export function stubApi(answers: FakeApi = {}) {
  const table = { ...DEFAULTS, ...answers };
  const requests: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      requests.push({ method: init?.method ?? 'GET', url });
      const path = decodeURIComponent(url.pathname.replace(/^\/api\//, ''));
      if (path === 'view/increase') return new Response(null, { status: 204 });
      const answer = await (table[`${path}${decodeURIComponent(url.search)}`] ?? table[path]);
      if (answer === undefined) return Response.json({ error: 'Not found' }, { status: 404 });
      if (answer === Error) return Response.json({ error: 'Broken' }, { status: 500 });
      if (answer instanceof Response) return answer.clone();
      return Response.json(answer);
    }),
  );
  return requests;
}

/** The whole site at `path`, on the real route tree with an in-memory history. */
export async function renderApp(path: string, answers: FakeApi = {}, language: Language = 'en') {
  const requests = stubApi(answers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createI18n(language);
  keepLanguageChoice(i18n);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const view = render(
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, i18n, requests };
}
