import { fileURLToPath, URL } from 'node:url';
import { appTestConfig } from '@station/vitest-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { devSettings } from './tools/dev-settings.ts';

// Two builds: the browser's (dist/) and the console's server (dist-server/, `--ssr`), which serves
// dist/ with the settings it reads at start or writes it out for nginx. Neither carries a setting.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Loaders too go with their route: their query modules (and what those import) stay out of the
    // first load of the sign-in page. Apart from the component, so a route's data is asked for as soon
    // as its small loader arrives, while its page's code is still on the way.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    devSettings({ apiUrl: '/api/', publicSiteUrl: 'http://localhost:5173/' }),
  ],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { port: 5174, strictPort: true },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        target: 'node24',
        // The server that serves dist/, and the step that writes it out for nginx instead (docs/deploy.md).
        rollupOptions: {
          input: { main: 'server/main.ts', 'write-site': 'server/write-site.ts' },
          // Their shared code sits beside them: it finds dist/ as the folder next to its own.
          output: { chunkFileNames: '[name]-[hash].js' },
        },
      }
    : { manifest: true },
  // The server is self-contained: nothing resolved at run time, and it serves dist/'s copy of public/.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : 'public',
  test: { ...appTestConfig, include: [...appTestConfig.include, 'server/**/*.test.ts'] },
}));
