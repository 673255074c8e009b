import type { RenderedPage, RenderOptions } from '../src/entry-server';
import type { Language } from '../src/lib/i18n';
import type { Page } from './page-cache';
import { fillTemplate } from './page-template';
import { type Manifest, pageScripts } from './route-assets';

type Render = (url: string, options: RenderOptions) => Promise<RenderedPage | undefined>;

interface PagesOptions {
  template: string;
  manifest: Manifest;
  render: Render;
  /** Past this, the reader gets the page the browser draws itself rather than wait for the server. */
  timeoutMs: number;
  onError: (error: unknown, url: string) => void;
}

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms).unref();
  });

/**
 * Renders one address into the built page. Anything that goes wrong (the API down or slow, a bug in
 * a component) falls back to the unrendered page, which loads exactly as it would without this server.
 */
export function createPages({ template, manifest, render, timeoutMs, onError }: PagesOptions) {
  const shell: Page = { status: 200, html: template };
  return async (url: string, language: Language): Promise<Page> => {
    try {
      const page = await Promise.race([render(url, { language, timeoutMs }), timeout(timeoutMs)]);
      if (page === 'timeout') throw new Error(`Rendering took longer than ${timeoutMs} ms`);
      if (!page) return shell;
      return {
        status: page.status,
        html: fillTemplate(template, page, { language, scripts: pageScripts(manifest, page.routeIds) }),
      };
    } catch (error) {
      onError(error, url);
      return shell;
    }
  };
}
