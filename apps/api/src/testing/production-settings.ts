import { randomBytes } from 'node:crypto';

/**
 * A production environment that passes every start-up check, for tests that start the API as
 * production does. The secrets are made on each run: one written in the repository is an example.
 */
export function productionSettings(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(36).toString('base64'),
    ADMIN_EMAIL: 'owner@station.test',
    ADMIN_PASSWORD: 'owner-pass-phrase',
    PUBLIC_BASE_URL: 'https://api.station.test',
    CORS_ORIGINS: 'https://station.test,https://admin.station.test',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_SITE_URL: 'https://station.test',
    PUBLIC_CONSOLE_URL: 'https://admin.station.test',
  };
}
