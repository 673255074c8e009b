import { fileURLToPath, URL } from 'node:url';
import { contentSecurityPolicy, securityHeadersPlugin } from '@station/security-headers';
import { appTestConfig } from '@station/vitest-config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { DEFAULTS } from './src/config/defaults.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    securityHeadersPlugin((mode) =>
      contentSecurityPolicy({
        apiUrl: loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || DEFAULTS.apiUrl,
      }),
    ),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5174, strictPort: true },
  preview: { port: 4174, strictPort: true },
  build: { manifest: true },
  test: appTestConfig,
});
