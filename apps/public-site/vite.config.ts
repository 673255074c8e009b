import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { securityHeadersPlugin } from '../../tools/security-headers.ts';
import { appTestConfig } from '../../tools/vitest-app.ts';
import { contentSecurityPolicy } from './tools/csp.ts';
import { preconnectToApi } from './tools/preconnect.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    securityHeadersPlugin((mode) => contentSecurityPolicy(loadEnv(mode, process.cwd(), 'VITE_'))),
    preconnectToApi((mode) => loadEnv(mode, process.cwd(), 'VITE_')),
  ],
  // One stylesheet, linked from the page: the CSS of the home and article routes is small, and a
  // separate file per route would be one more request before their first paint.
  build: { cssCodeSplit: false },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: appTestConfig,
});
