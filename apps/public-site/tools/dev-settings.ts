import type { Plugin } from 'vite';

/** The API the dev server proxies to: `pnpm dev` runs it on :3000. */
const DEV_API = 'http://localhost:3000';

/**
 * Serves `/config.json` on the dev server, which has no page server to write the settings into the
 * page: the site reads them from there, as a copy of dist/ served as plain files does. The API is the
 * dev server's own `/api/`, proxied to the API, as nginx does in production.
 */
export function devSettings(settings: Record<string, unknown>): Plugin {
  return {
    name: 'station:dev-settings',
    apply: 'serve',
    config: () => ({ server: { proxy: { '/api': DEV_API, '/uploads': DEV_API } } }),
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify(settings));
      });
    },
  };
}
