import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { CONSOLE_CONFIG_ID } from '~/config/read-console-config';

// Lazy route and overlay chunks are compiled on first import; on a busy two-core CI
// runner that alone can pass the one-second default, so waiting queries get longer.
configure({ asyncUtilTimeout: 5000 });

// The server's tests run in Node, where there is no page to set up.
if (typeof document !== 'undefined') {
  // What the console's server writes into the page, here before any module reads it.
  const settings = document.createElement('script');
  settings.type = 'application/json';
  settings.id = CONSOLE_CONFIG_ID;
  settings.textContent = JSON.stringify({
    apiUrl: 'http://localhost:3000/api/',
    publicSiteUrl: 'http://localhost:5173/',
  });
  document.head.append(settings);

  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});
