import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@station/playwright-config/chromium';

const API_PORT = 3101;
const SITE_PORT = 4101;
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;

// The site under test is the production build, served by its page server, which is told at start
// where the real, built API (on a throwaway data dir) and the stand-in video service's pictures are.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node ../api/scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      env: { PORT: String(API_PORT), CORS_ORIGINS: SITE_URL, PUBLIC_SITE_URL: SITE_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node dist-server/main.js',
      env: {
        PORT: String(SITE_PORT),
        HOST: '127.0.0.1',
        PUBLIC_API_URL: `http://127.0.0.1:${API_PORT}/api/`,
        IMAGE_ORIGINS: `http://127.0.0.1:${API_PORT + 1}`,
        PUBLIC_SITE_URL: SITE_URL,
        // A journey reads an article's view count a few seconds after a visit; production keeps a
        // page up to a minute for what no write announces.
        PAGE_CACHE_MS: '5000',
      },
      url: SITE_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
