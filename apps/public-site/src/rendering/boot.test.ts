import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVING_ATTRIBUTE } from './leaving-page';

const SCRIPTS = ['/assets/index.js', ...Array.from({ length: 10 }, (_, n) => `/assets/chunk-${n}.js`)];

/** Runs boot.ts on a server-rendered page whose boot tag names `SCRIPTS`, as the page server writes it. */
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

  it('asks for the entry and its imports one a task, until all are asked for, and runs them as modules', async () => {
    await boot();
    expect(preloads()).toEqual(SCRIPTS.slice(0, 1));
    await vi.runAllTimersAsync();
    expect(preloads()).toEqual(SCRIPTS);
    // Run by boot itself, one a task, rather than as a module script running them all in one.
    expect(entryScripts()).toEqual([]);
  });

  it('asks for nothing more once a followed link is taking the reader away', async () => {
    await boot();
    document.documentElement.setAttribute(LEAVING_ATTRIBUTE, '');
    await vi.runAllTimersAsync();
    expect(preloads()).toHaveLength(1);
  });

  it('asks for nothing more once a form the browser sends itself is taking the reader away', async () => {
    await boot();
    const form = document.body.appendChild(document.createElement('form'));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.runAllTimersAsync();
    expect(preloads()).toHaveLength(1);
    form.remove();
  });

  it('goes on when the form sent was one the site sends itself', async () => {
    await boot();
    const form = document.body.appendChild(document.createElement('form'));
    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.runAllTimersAsync();
    expect(preloads()).toEqual(SCRIPTS);
    form.remove();
  });
});
