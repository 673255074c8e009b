import type { RenderedPage, RenderOptions } from '../src/entry-server';
import { apiErrorStatus } from '../src/lib/api';
import type { Language } from '../src/lib/language';
import type { Reader } from '../src/lib/reader';
import { memoize } from '../src/rendering';
import { withListExcerpts } from './list-excerpts';
import type { Page } from './page-cache';
import { fillTemplate, type ShareSettings } from './page-template';
import { type Manifest, pageScripts } from './route-assets';
import { unavailablePage } from './unavailable-page';

type Render = (url: string, options: RenderOptions) => Promise<RenderedPage | undefined>;

interface PagesOptions {
  template: string;
  manifest: Manifest;
  render: Render;
  /** Past this, the reader gets the page the browser renders itself rather than wait for the server. */
  timeoutMs: number;
  onError: (error: unknown, url: string) => void;
  share: ShareSettings;
}

/** Rejects once the render is aborted, so the reader is answered the moment the limit passes. */
const whenAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** Causes looked through: a render wraps the failed call's error once. */
const CAUSES_READ = 4;

/**
 * Whether the render failed for want of the API: not reached (status 0, the client's network error)
 * or answering 5xx. A 4xx is an answer the page is rendered from, and an answer the client could not
 * read is a fault of this build, not of the API's availability.
 */
function apiUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < CAUSES_READ && current instanceof Error; depth += 1) {
    const status = apiErrorStatus(current);
    if (status !== undefined) return status === 0 || status >= 500;
    current = current.cause;
  }
  return false;
}

/**
 * Renders one address into the built page. When the API cannot give the page its data, the reader is
 * answered 503 with a short apology in their language; anything else that goes wrong (the render
 * slower than its limit, a bug in a component) falls back to the unrendered page, which loads exactly
 * as it would without this server. Neither is cached: they are marked as fallbacks.
 */
export function createPages({ template, manifest, render, timeoutMs, onError, share }: PagesOptions) {
  const shell: Page = { status: 200, body: Buffer.from(template) };
  const unrendered: Page = { ...shell, fallback: 'unrendered' };
  const unavailable = memoize(
    (language: Language): Page => ({
      status: 503,
      language,
      body: Buffer.from(unavailablePage(template, language)),
      fallback: 'unavailable',
    }),
  );
  // A page's scripts follow from its routes alone, of which a site has a dozen: worked out once each,
  // not by walking the build's manifest for every page rendered.
  const scriptsOf = memoize((routes: string) => pageScripts(manifest, routes.split(' ')));
  return async (url: string, { language, dataSaver }: Reader): Promise<Page> => {
    try {
      // At the limit the render is told to stop where it is (no rendering for nobody) and the reader
      // gets the page their browser renders.
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new Error(`Rendering took longer than ${timeoutMs} ms`)),
        timeoutMs,
      );
      const page = await Promise.race([
        render(url, { language, dataSaver, timeoutMs, signal: controller.signal }),
        whenAborted(controller.signal),
      ]).finally(() => clearTimeout(timer));
      if (!page) return shell;
      if (page.location) return { status: page.status, body: Buffer.alloc(0), location: page.location };
      return {
        status: page.status,
        language,
        body: Buffer.from(
          fillTemplate(
            template,
            { ...page, state: withListExcerpts(page.state) },
            { language, dataSaver, scripts: scriptsOf(page.routeIds.join(' ')), share, path: url },
          ),
        ),
      };
    } catch (error) {
      onError(error, url);
      return apiUnavailable(error) ? unavailable(language) : unrendered;
    }
  };
}
