import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { EnvError, loadEnv } from '../config/env';
import { createDatabase } from '../db/client';

const dataDir = mkdtempSync(join(tmpdir(), 'station-production-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const STRONG = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'Hq3vZ0pX9mTf7Lk2RwYc5NbJ8sDgUe1AoViP4xKtM6rQ',
  ADMIN_EMAIL: 'owner@station.test',
  ADMIN_PASSWORD: 'owner-pass-phrase',
  PUBLIC_BASE_URL: 'http://api.test',
  // These tests run on the embedded database, which production takes only when asked for in writing.
  EMBEDDED_DATABASE: 'true',
};

function refusal(overrides: Record<string, string>): string {
  try {
    loadEnv({ ...STRONG, ...overrides });
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  return 'accepted';
}

describe('production refuses weak setup values, naming each on one line', () => {
  it.each([
    [
      'a common ADMIN_PASSWORD',
      { ADMIN_PASSWORD: 'password' },
      /ADMIN_PASSWORD is on the list of common passwords/,
    ],
    [
      'the demo ADMIN_PASSWORD',
      { ADMIN_PASSWORD: 'station-demo-pass' },
      /ADMIN_PASSWORD is the demo password/,
    ],
    ['a JWT_SECRET of 32 × a', { JWT_SECRET: 'a'.repeat(32) }, /JWT_SECRET has too little entropy/],
    [
      'a repeated word as JWT_SECRET',
      { JWT_SECRET: 'password'.repeat(5) },
      /JWT_SECRET has too little entropy/,
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(refusal(overrides)).toMatch(expected);
  });

  it('names every weak value at once, on a single line', () => {
    const message = refusal({ ADMIN_PASSWORD: 'password', JWT_SECRET: 'a'.repeat(32) });
    expect(message).toMatch(/^Invalid environment: /);
    expect(message).toContain('ADMIN_PASSWORD');
    expect(message).toContain('JWT_SECRET');
    expect(message).not.toContain('\n');
  });

  it('accepts strong values, and the same weak ones outside production', () => {
    expect(refusal({})).toBe('accepted');
    expect(() =>
      loadEnv({ ...STRONG, NODE_ENV: 'development', ADMIN_PASSWORD: 'password', JWT_SECRET: 'a'.repeat(32) }),
    ).not.toThrow();
  });
});

describe('production runs on the database it is given, never on demo content', () => {
  it('refuses to start without DATABASE_URL unless the embedded database is chosen', () => {
    expect(refusal({ EMBEDDED_DATABASE: '' })).toMatch(/DATABASE_URL required in production/);
    expect(refusal({ EMBEDDED_DATABASE: 'false' })).toMatch(/EMBEDDED_DATABASE=true/);
    expect(refusal({ EMBEDDED_DATABASE: '', DATABASE_URL: 'postgres://station@db.test/station' })).toBe(
      'accepted',
    );
    expect(() => loadEnv({ ...STRONG, NODE_ENV: 'development', EMBEDDED_DATABASE: '' })).not.toThrow();
  });

  it('refuses SEED_DEMO=true, on one line naming it', () => {
    const message = refusal({ SEED_DEMO: 'true' });
    expect(message).toMatch(/^Invalid environment: SEED_DEMO=true is refused in production/);
    expect(message).not.toContain('\n');
    expect(loadEnv({ ...STRONG, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});

describe('demo content and the API docs are opt-in in production', () => {
  async function start(overrides: Record<string, string> = {}) {
    const env = loadEnv({ ...STRONG, ...overrides });
    const database = await createDatabase({});
    const app = await buildApp({ env, database, logger: false });
    await bootstrap(env, database, app.log);
    return app;
  }

  it('starts with no demo posts and no /api/docs unless asked', async () => {
    const app = await start();
    expect((await app.inject({ method: 'GET', url: '/api/post' })).json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    await app.close();
  });

  it('serves /api/docs with API_DOCS=true', async () => {
    const app = await start({ API_DOCS: 'true' });
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    await app.close();
  });

  it('keeps both on by default outside production', () => {
    const env = loadEnv({ ...STRONG, NODE_ENV: 'development' });
    expect({ seed: env.SEED_DEMO, docs: env.API_DOCS }).toEqual({ seed: true, docs: true });
  });
});
