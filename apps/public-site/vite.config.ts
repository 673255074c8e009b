import { fileURLToPath, URL } from 'node:url';
import { appTestConfig } from '@station/vitest-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { DEMO_SITE } from './src/config/defaults.ts';
import { devSettings } from './tools/dev-settings.ts';
import { WEB_APP_MANIFEST } from './tools/web-app-manifest.ts';

/** A module of src/rendering/ other than the boot script, by the id the bundler gives it. */
const RENDERING_MODULE = /\/src\/rendering\/(?!boot\.ts$)[^/]+\.tsx?$/;

// Two builds: the browser's (dist/) and the page server's (dist-server/, `--ssr server/main.ts`),
// which renders home and article pages from the same components and serves dist/. Neither carries a
// setting: the page server reads them at start and writes them into each page (server/env.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    devSettings({ ...DEMO_SITE, apiUrl: '/api/' }),
    // The browser's build only: the web app manifest and the service worker for offline reading.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/offline',
        filename: 'sw.ts',
        // Registered by the site itself, after the page has loaded (src/offline/keep-for-offline.ts).
        injectRegister: false,
        manifest: WEB_APP_MANIFEST,
        injectManifest: {
          // The shell: the offline page with every script it imports (the shared constants chunk
          // among them; e2e/offline.spec.ts checks none is missing), the stylesheet and the logo (a few
          // KB); the pages' scripts are kept as readers use them.
          globPatterns: [
            'offline.html',
            'assets/offline-*.js',
            'assets/constants-*.js',
            'assets/style-*.css',
            'logo.svg',
          ],
        },
      }),
  ],
  // The libraries bundled into the page server choose React's (and the router's) development or
  // production build by process.env.NODE_ENV when they run; a page server started without
  // NODE_ENV=production (`pnpm start`, a forgotten line in the env file) drew every page with
  // React's development checks, at twice the CPU. The build decides it once. The server's own
  // settings read NODE_ENV from the environment it is given (server/env.ts), which this leaves alone.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node24' }
    : {
        // One stylesheet, linked from the page: the CSS of the home and article routes is small, and
        // a separate file per route would be one more request before their first paint.
        cssCodeSplit: false,
        // Read by the page server, to list the scripts of the page it has drawn.
        manifest: true,
        // Every browser the site supports preloads modules itself; an older one only loads them one
        // after another, so the polyfill's bytes would be paid by everyone for a few.
        modulePreload: { polyfill: false },
        // The page server's pages start with rendering/boot.ts, which loads the app once they have painted.
        rollupOptions: {
          input: { index: 'index.html', boot: 'src/rendering/boot.ts', offline: 'offline.html' },
          // The rendering room's modules do nothing when imported (boot.ts, an entry, aside), which lets
          // the bundler leave out of a chunk those its code never uses. Imported through one index,
          // they otherwise all counted as needed by every chunk importing it, and code the home and
          // article pages do not run moved into their first scripts.
          treeshake: { moduleSideEffects: (id: string) => !RENDERING_MODULE.test(id) },
          // React's renderer is a chunk of its own, so boot.ts can have the browser run it in a task of
          // its own: in the entry it made one task of most of the site's script.
          output: {
            codeSplitting: {
              groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
            },
          },
        },
      },
  // The page server is self-contained: nothing resolved at run time, and it serves dist/'s copy of public/.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The router's store asks for the version that carries its own copy of useSyncExternalStore for
      // React 17; React 19 has it, and the plain version uses React's (a KB less on every first visit).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  server: { port: 5173, strictPort: true },
  test: {
    ...appTestConfig,
    include: [...appTestConfig.include, 'server/**/*.test.ts', 'tools/**/*.test.ts'],
  },
}));
