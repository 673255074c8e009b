import { type Post, truncate } from '@station/domain';
import { articlePath } from '@station/domain/article-path';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { postsKeys } from '~/features/posts/api/posts.queries';
import { apiErrorStatus } from '~/lib/api';
import { createI18n } from '~/lib/i18n';
import type { Language } from '~/lib/language';
import { createQueryClient, isRefusal } from '~/lib/query-client';
import type { PageState } from '~/rendering';
import {
  memoize,
  type PageHead,
  PageHeadContext,
  recordRenderedText,
  renderWithFragmentCache,
} from '~/rendering';
import { Providers } from './providers';
import { createAppRouter } from './router';

/**
 * Every page is rendered on the server, of plain HTML and CSS (the lint rule on the reading path in
 * biome.json keeps them so), so a reader on a slow phone reads before the scripts arrive; a page is
 * left to the browser only when the server cannot render it in time.
 */
const ARTICLE_ROUTES = new Set(['/article/$id', '/article/$id_/$slug']);

/**
 * One translator per language for every page this server renders: a render only reads it, and making
 * one for each page cost 65 µs (more on a busy server).
 */
const translatorFor = memoize((language: Language) => createI18n(language));

export interface ArticleFacts {
  headline: string;
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  authorKind?: string;
}

export interface RenderedPage {
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** Preloads React asks for (the pictures painted first), which belong in `<head>`. */
  preloads: string;
  /** The data the markup was rendered from, for the browser to hydrate from instead of fetching again. */
  state: PageState;
  head: PageHead & {
    description?: string;
    image?: string;
    canonical?: string;
    /** An article's facts for its share tags and structured data. */
    article?: ArticleFacts;
  };
  /** Where this address now lives (an article reached by id alone or by an old slug): a 301 response. */
  location?: string;
  /** The routes the page is made of, whose scripts the browser will need first. */
  routeIds: string[];
}

export interface RenderOptions {
  language: Language;
  /** Renders for a reader saving data: the narrowest pictures. */
  dataSaver?: boolean;
  /** How long the page's data may take; past it the page is not rendered. */
  timeoutMs: number;
  /** Aborted when the server has stopped waiting: the render stops at its next step. */
  signal?: AbortSignal;
  /** Articles rendered as given rather than as the API returns them to readers (a draft's preview). */
  posts?: readonly Post[];
}

/**
 * Resolves once nothing is being fetched; rejects after `timeoutMs`. Every query a page starts must
 * have settled before it renders: one rendered as "loading" here but loaded by the time the browser
 * hydrates would not match, and the browser would render the whole page again.
 */
function whenIdle(queryClient: QueryClient, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const finish = (settle: () => void) => () => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', abort);
      settle();
    };
    const timer = setTimeout(
      finish(() => reject(new Error(`The page's data took longer than ${timeoutMs} ms`))),
      timeoutMs,
    );
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) finish(resolve)();
    });
    const abort = finish(() => reject(signal?.reason));
    signal?.addEventListener('abort', abort, { once: true });
  });
}

function articleHead(queryClient: QueryClient, id: string | undefined): RenderedPage['head'] {
  const post = id ? queryClient.getQueryData<Post>(postsKeys.detail(id)) : undefined;
  if (!post) return {};
  // The cover cut to the share picture's shape around its focal point, when the server has cut one.
  const image = post.imagesUrl[0]?.share_url ?? post.imagesUrl[0]?.secure_url;
  const published = post.publishAt ?? post.createdAt;
  return {
    description: truncate(post.detail, 160),
    canonical: articlePath(post),
    ...(image ? { image } : {}),
    article: {
      headline: post.title,
      ...(published ? { publishedTime: published } : {}),
      ...(post.editedAt ? { modifiedTime: post.editedAt } : {}),
      ...(post.author ? { author: post.author.name, authorKind: post.author.kind } : {}),
    },
  };
}

function statusOf(matches: readonly { routeId: string; status: string; _notFound?: boolean }[]): number {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return 404;
  if (matches.some((match) => match.status === 'error')) return 500;
  // Only the root matched: no page has this address.
  return matches.at(-1)?.routeId === '__root__' ? 404 : 200;
}

/**
 * The HTML of one address. Unknown addresses, and categories or programs that do not exist, are
 * rendered as the plain "not found" page, and the status says 404.
 */
export async function renderPage(
  url: string,
  { language, dataSaver = false, timeoutMs, signal, posts = [] }: RenderOptions,
) {
  const queryClient = createQueryClient();
  for (const post of posts) queryClient.setQueryData(postsKeys.detail(post._id), post);
  // A failed call is rendered as failed at once; the browser retries it when it hydrates.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // Stopping: a loader waiting for data is let go at once (the call itself ends with the API's limits).
  signal?.addEventListener('abort', () => void queryClient.cancelQueries(), { once: true });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  const { pathname } = new URL(url, 'http://station.local');

  await router.load();
  signal?.throwIfAborted();
  // The router settles on no page when a route would rewrite the address (its search check changes the
  // query); the browser then renders the page itself.
  if (router.state.matches.length === 0) throw new Error(`The router drew no page for ${url}`);
  await whenIdle(queryClient, timeoutMs, signal);
  const status = statusOf(router.state.matches);
  // A call that failed here may well succeed when the browser retries it, and the page would then not
  // match; the browser renders such a page itself. A refusal (an unknown article) is a response, though.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error' && !isRefusal(apiErrorStatus(query.state.error)));
  if (failed)
    throw new Error(`The API failed to answer ${JSON.stringify(failed.queryKey)}`, {
      cause: failed.state.error,
    });

  const article = router.state.matches.find((match) => ARTICLE_ROUTES.has(match.routeId));
  const head = article ? articleHead(queryClient, (article.params as { id?: string }).id) : {};
  // One address per article: by id alone or under an old slug, the reader is sent to the canonical one.
  if (
    status === 200 &&
    head.canonical &&
    decodeURIComponent(pathname) !== decodeURIComponent(head.canonical)
  ) {
    queryClient.clear();
    const moved: RenderedPage = {
      status: 301,
      location: head.canonical,
      html: '',
      preloads: '',
      state: { mutations: [], queries: [] },
      head: {},
      routeIds: [],
    };
    return moved;
  }

  signal?.throwIfAborted();
  const i18n = translatorFor(language);
  const renderedHead: RenderedPage['head'] = {};
  const { rendered: markup, text } = recordRenderedText(() =>
    renderWithFragmentCache(`${language} ${dataSaver}`, router.state.location.href, () =>
      renderToString(
        <StrictMode>
          <PageHeadContext value={renderedHead}>
            <Providers queryClient={queryClient} i18n={i18n} dataSaver={dataSaver}>
              <RouterProvider router={router} />
            </Providers>
          </PageHeadContext>
        </StrictMode>,
      ),
    ),
  );
  // React puts the preloads before the markup when it does not render the whole document; in #root
  // they would not match what the browser renders there.
  const preloads = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  const html = markup.slice(preloads.length);
  const page: RenderedPage = {
    status,
    html,
    preloads,
    state: { ...dehydrate(queryClient), renderedText: text },
    head: { ...renderedHead, ...head },
    routeIds: router.state.matches.map((match) => match.routeId),
  };
  queryClient.clear();
  return page;
}
