import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@station/playwright-config/chromium';

const API_PORT = 3201;
const API_URL = `http://127.0.0.1:${API_PORT}/api/`;
const CONSOLE_URL = 'http://127.0.0.1:4201';
const PUBLIC_URL = 'http://127.0.0.1:4202';

// The console and the public site under test are production builds, served by their own servers, which
// are told at start where the real, built API (on a throwaway data dir) is.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: CONSOLE_URL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node ../api/scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      env: {
        PORT: String(API_PORT),
        CORS_ORIGINS: `${CONSOLE_URL},${PUBLIC_URL}`,
        PUBLIC_SITE_URL: PUBLIC_URL,
        PUBLIC_CONSOLE_URL: CONSOLE_URL,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node dist-server/main.js',
      env: { PORT: '4201', HOST: '127.0.0.1', PUBLIC_API_URL: API_URL, PUBLIC_SITE_URL: `${PUBLIC_URL}/` },
      url: `${CONSOLE_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node dist-server/main.js',
      cwd: '../public-site',
      env: {
        PORT: '4202',
        HOST: '127.0.0.1',
        PUBLIC_API_URL: API_URL,
        IMAGE_ORIGINS: `http://127.0.0.1:${API_PORT + 1}`,
        PUBLIC_SITE_URL: PUBLIC_URL,
      },
      url: PUBLIC_URL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
