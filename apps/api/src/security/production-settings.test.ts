import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { EnvError, loadEnv } from '../config/env';
import { createDatabase } from '../db/client';
import { productionSettings } from '../testing/production-settings';

const dataDir = mkdtempSync(join(tmpdir(), 'station-production-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const STRONG = {
  ...productionSettings(dataDir),
  TELEGRAM_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
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
      { JWT_SECRET: 'newsroom'.repeat(5) },
      /JWT_SECRET has too little entropy/,
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(refusal(overrides)).toMatch(expected);
  });

  it.each([
    [
      'the example JWT_SECRET older tests used',
      { JWT_SECRET: 'Hq3vZ0pX9mTf7Lk2RwYc5NbJ8sDgUe1AoViP4xKtM6rQ' },
    ],
    ['a JWT_SECRET that says it is one', { JWT_SECRET: 'my-production-secret-for-the-station-api-2025' }],
    ['a JWT_SECRET asking to be changed', { JWT_SECRET: 'CHANGE-ME-to-something-long-and-random-0123' }],
  ])('%s', (_case, overrides) => {
    expect(refusal(overrides)).toMatch(/JWT_SECRET is an example value/);
  });

  it('refuses every JWT_SECRET written in the repository, the tests and docs included', () => {
    const written = secretsWrittenInRepository();
    expect(written.length).toBeGreaterThan(3);
    const accepted = written.filter(
      (secret) =>
        !/JWT_SECRET (is an example value|has too little entropy|must be at least)/.test(
          refusal({ JWT_SECRET: secret }),
        ),
    );
    expect(accepted).toEqual([]);
  });

  it.each([
    ['16 × a', 'a'.repeat(16)],
    ['one character repeated', '0'.repeat(40)],
    ['the example of the webhook tests', 'newsroom-webhook-secret-0123456789'],
  ])('a TELEGRAM_WEBHOOK_SECRET of %s', (_case, secret) => {
    expect(refusal({ TELEGRAM_WEBHOOK_SECRET: secret })).toMatch(
      /^Invalid environment: TELEGRAM_WEBHOOK_SECRET is (too easy to guess|an example value)/,
    );
  });

  it.each([
    [
      'CORS_ORIGINS left to its development default',
      { CORS_ORIGINS: '' },
      /CORS_ORIGINS required in production/,
    ],
    [
      'CORS_ORIGINS naming localhost',
      { CORS_ORIGINS: 'https://station.example,http://localhost:5173' },
      /CORS_ORIGINS names a local address \(http:\/\/localhost:5173\)/,
    ],
    [
      'CORS_ORIGINS naming 127.0.0.1',
      { CORS_ORIGINS: 'http://127.0.0.1:4173' },
      /CORS_ORIGINS names a local address/,
    ],
    ['no TRUST_PROXY', { TRUST_PROXY: '' }, /TRUST_PROXY required in production/],
    ['no PUBLIC_SITE_URL', { PUBLIC_SITE_URL: '' }, /PUBLIC_SITE_URL required in production/],
    ['no PUBLIC_CONSOLE_URL', { PUBLIC_CONSOLE_URL: '' }, /PUBLIC_CONSOLE_URL required in production/],
  ])('%s', (_case, overrides, expected) => {
    const message = refusal(overrides);
    expect(message).toMatch(expected);
    expect(message).not.toContain('\n');
  });

  it('takes TRUST_PROXY=false, said in writing, for an API that nothing stands in front of', () => {
    expect(refusal({ TRUST_PROXY: 'false' })).toBe('accepted');
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

const REPOSITORY = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'dist-server', '.turbo', 'coverage', 'data']);
const WRITTEN_SECRET = /JWT_SECRET\s*(?::\s*['"`]|=\s*['"`]?)([A-Za-z0-9+/=_.-]{8,})/g;

/** Every JWT_SECRET value written out in the repository's code, scripts, examples and docs. */
function secretsWrittenInRepository(): string[] {
  const found = new Set<string>();
  const read = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIPPED.has(name)) read(join(path, name));
      return;
    }
    if (!/\.(ts|tsx|mjs|js|md|example|env|ya?ml|service)$/.test(path)) return;
    for (const match of readFileSync(path, 'utf8').matchAll(WRITTEN_SECRET))
      if (match[1]) found.add(match[1]);
  };
  for (const top of ['apps', 'packages', 'deploy', 'docs', 'scripts', 'bench', 'README.md'])
    read(join(REPOSITORY, top));
  return [...found];
}

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
