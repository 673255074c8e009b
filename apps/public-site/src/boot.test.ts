import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVING_ATTRIBUTE } from './lib/page-state';

const SCRIPTS = ['/assets/index.js', ...Array.from({ length: 10 }, (_, n) => `/assets/chunk-${n}.js`)];

/** Runs boot.ts on a drawn page whose boot tag names `SCRIPTS`, as the page server writes it. */
async function boot() {
  document.head.innerHTML = `<script type="module" id="page-boot" data-scripts="${SCRIPTS.join(' ')}"></script>`;
  vi.resetModules();
  await import('./boot');
  // jsdom has no paint timing, so boot waits for the page's load.
  window.dispatchEvent(new Event('load'));
}

const entryScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script:not(#page-boot)')];
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('boot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute(LEAVING_ATTRIBUTE);
  });

  it('starts the entry at once and asks for its imports a few a task, until all are asked for', async () => {
    await boot();
    expect(entryScripts().map((script) => script.getAttribute('src'))).toEqual(['/assets/index.js']);
    expect(entryScripts()[0]?.type).toBe('module');
    expect(preloads()).toEqual(SCRIPTS.slice(1, 5));

    vi.runAllTimers();
    expect(preloads()).toEqual(SCRIPTS.slice(1));
  });

  it('asks for nothing more once a followed link is taking the reader away', async () => {
    await boot();
    document.documentElement.setAttribute(LEAVING_ATTRIBUTE, '');
    vi.runAllTimers();
    expect(preloads()).toHaveLength(4);
  });
});
