import type { RenderedPage, RenderOptions } from '../src/entry-server';
import { madeOnce } from '../src/lib/made-once';
import type { Reader } from '../src/lib/reader';
import { withListExcerpts } from './list-excerpts';
import type { Page } from './page-cache';
import { fillTemplate, type ShareSettings } from './page-template';
import { type Manifest, pageScripts } from './route-assets';

type Render = (url: string, options: RenderOptions) => Promise<RenderedPage | undefined>;

interface PagesOptions {
  template: string;
  manifest: Manifest;
  render: Render;
  /** Past this, the reader gets the page the browser draws itself rather than wait for the server. */
  timeoutMs: number;
  onError: (error: unknown, url: string) => void;
  share: ShareSettings;
}

/** Rejects once the render is aborted, so the reader is answered the moment the limit passes. */
const whenAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * Renders one address into the built page. Anything that goes wrong (the API down or slow, a bug in
 * a component) falls back to the unrendered page, which loads exactly as it would without this server.
 */
export function createPages({ template, manifest, render, timeoutMs, onError, share }: PagesOptions) {
  const shell: Page = { status: 200, body: Buffer.from(template) };
  // A page's scripts follow from its routes alone, of which a site has a dozen: worked out once each,
  // not by walking the build's manifest for every page drawn.
  const scriptsOf = madeOnce((routes: string) => pageScripts(manifest, routes.split(' ')));
  return async (url: string, { language, dataSaver }: Reader): Promise<Page> => {
    try {
      // At the limit the render is told to stop where it is (no drawing for nobody) and the reader
      // gets the page their browser draws.
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
      return shell;
    }
  };
}
