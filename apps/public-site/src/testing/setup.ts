import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DEMO_SITE } from '~/config/defaults';
import { setSiteConfig } from '~/config/site-config';

// Lazy route and overlay chunks are compiled on first import; on a busy two-core CI runner that
// alone has passed five seconds (a whole frame drawn for the first time, 2 s on a quiet machine), so
// waiting queries get longer. Only a failing wait ever reaches it.
configure({ asyncUtilTimeout: 15_000 });

// What the page server hands a page in development.
setSiteConfig({ ...DEMO_SITE, apiUrl: 'http://localhost:3000/api/', siteUrl: 'http://localhost:4173' });

// The page server's tests run in Node, where there is no document to set up.
if (typeof window !== 'undefined') {
  // jsdom has no layout, so scrolling is recorded rather than performed.
  window.scrollTo = vi.fn() as typeof window.scrollTo;

  // jsdom's <dialog> cannot open; this opens and closes it as a browser does, without the focus trap
  // and Escape (the journeys prove those in Chromium).
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };

  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      // biome-ignore lint/suspicious/noDocumentCookie: the site sets its cookies this way, so tests clear them so.
      if (name) document.cookie = `${name}=; path=/; max-age=0`;
    }
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});
