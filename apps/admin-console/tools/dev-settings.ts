import type { Plugin } from 'vite';
import { CONSOLE_CONFIG_ID, type ConsoleConfig } from '../src/config/read-console-config.ts';

/** The API the dev server proxies to: `pnpm dev` runs it on :3000. */
const DEV_API = 'http://localhost:3000';

/**
 * Writes the settings into the page on the dev server, as the console's server does in production.
 * The API is the dev server's own `/api/`, proxied to the API, as nginx does in production.
 */
export function devSettings(settings: ConsoleConfig): Plugin {
  return {
    name: 'station:dev-settings',
    apply: 'serve',
    config: () => ({ server: { proxy: { '/api': DEV_API, '/uploads': DEV_API } } }),
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'application/json', id: CONSOLE_CONFIG_ID },
        children: JSON.stringify(settings).replace(/</g, '\\u003c'),
        injectTo: 'head',
      },
    ],
  };
}
