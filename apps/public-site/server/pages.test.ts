import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage, RenderOptions } from '../src/entry-server';
import { createPages } from './pages';

const TEMPLATE =
  '<html lang="en"><head><meta name="description" content=""><title>Station</title></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js' },
  'src/rendering/boot.ts': { file: 'assets/boot-1.js' },
  'src/routes/search.tsx?tsr-split=component': { file: 'assets/search-1.js' },
  'src/routes/live.tsx?tsr-split=component': { file: 'assets/live-1.js' },
};
const EN = { language: 'en', dataSaver: false } as const;

function rendered(state = dehydrate(new QueryClient()), routeIds = ['__root__', '/']): RenderedPage {
  return {
    status: 200,
    html: '<main>drawn</main>',
    preloads: '',
    state,
    head: {},
    routeIds,
  };
}

const pagesWith = (render: (url: string, options: RenderOptions) => Promise<RenderedPage | undefined>) =>
  createPages({
    template: TEMPLATE,
    manifest: MANIFEST,
    render,
    timeoutMs: 50,
    onError: vi.fn(),
    share: { siteUrl: 'https://station.example', siteName: 'Station TV' },
  });

describe('createPages', () => {
  it('answers the unrendered page at the limit and tells the render to stop', async () => {
    let signal: AbortSignal | undefined;
    const pages = pagesWith((_url, options) => {
      signal = options.signal;
      return new Promise(() => undefined);
    });
    const started = Date.now();
    const page = await pages('/', EN);
    expect(page.body.toString()).toBe(TEMPLATE);
    expect(page.fallback).toBe('unrendered');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(signal?.aborted).toBe(true);
  });

  it("answers 503 in the reader's language when the API could not give the page its data", async () => {
    for (const status of [0, 502, 503]) {
      const cause = Object.assign(new Error('failed'), { name: 'ApiError', status });
      const pages = pagesWith(async () => {
        throw new Error('The API failed to answer ["posts"]', { cause });
      });
      const page = await pages('/', { language: 'am', dataSaver: false });
      expect({ status, answered: page.status, fallback: page.fallback }).toEqual({
        status,
        answered: 503,
        fallback: 'unavailable',
      });
      expect(page.language).toBe('am');
      expect(page.body.toString()).toContain('<html lang="am">');
      expect(page.body.toString()).toContain('ከጥቂት ሰከንዶች በኋላ እንደገና ይሞክሩ');
    }
  });

  it('marks the unrendered page as a fallback when a component fails, so nothing keeps it', async () => {
    const pages = pagesWith(async () => {
      throw new TypeError('a bug in a component');
    });
    const page = await pages('/', EN);
    expect([page.status, page.fallback, page.body.toString()]).toEqual([200, 'unrendered', TEMPLATE]);
  });

  it('hands over posts in lists as excerpts, and the article being read whole', async () => {
    const client = new QueryClient();
    const long = 'ዜ'.repeat(5_000);
    client.setQueryData(['posts', 'list', { limit: 8, skip: 0 }], [{ title: 'a', detail: long }]);
    client.setQueryData(['posts', 'search', 'ዜና'], [{ title: 'b', detail: long }]);
    client.setQueryData(['posts', 'detail', 'id-1'], { title: 'c', detail: long });
    const pages = pagesWith(async () => rendered(dehydrate(client)));
    const html = (await pages('/article/id-1', EN)).body.toString();
    const state = JSON.parse(
      /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '',
    );
    const detailOf = (kind: string) =>
      state.queries.find((query: { queryKey: string[] }) => query.queryKey[1] === kind).state.data;
    expect(detailOf('list')[0].detail).toBe(`${'ዜ'.repeat(200)}…`);
    expect(detailOf('search')[0].detail).toBe(`${'ዜ'.repeat(200)}…`);
    expect(detailOf('detail').detail).toBe(long);
  });

  it('gives each page the scripts of its own routes, whichever was drawn first', async () => {
    const pages = pagesWith(async (url) => rendered(undefined, ['__root__', url]));
    const scriptsOf = async (url: string) =>
      /id="page-boot"[^>]*data-scripts="([^"]*)"/.exec((await pages(url, EN)).body.toString())?.[1];
    expect(await scriptsOf('/search')).toBe('/assets/index-1.js /assets/search-1.js');
    expect(await scriptsOf('/live')).toBe('/assets/index-1.js /assets/live-1.js');
    expect(await scriptsOf('/search')).toBe('/assets/index-1.js /assets/search-1.js');
  });
});
