import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionSettings } from './testing/production-settings';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'station-process-'));
let server: ChildProcess;
let baseUrl: string;
let output = '';

/** Resolves once the server logs the address it listens on. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: root });
  server = spawn(process.execPath, [join(root, 'dist/server.js')], {
    cwd: tmpdir(),
    env: {
      ...productionSettings(dataDir),
      EMBEDDED_DATABASE: 'true',
      HOST: '127.0.0.1',
      PORT: '0',
      ADMIN_EMAIL: 'Owner@Station.test',
      SEED_DEMO: 'false',
    },
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  baseUrl = await listening(server);
}, 60_000);

afterAll(() => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('starts on an empty data dir, lets the env admin log in, and stops cleanly on SIGTERM', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect({ status: health.status, body: await health.json() }).toEqual({
      status: 200,
      body: { status: 'ok', database: 'up', disk: 'ok' },
    });
    const login = await fetch(`${baseUrl}/api/admins/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@station.test', password: 'owner-pass-phrase' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { role: string }).role).toBe('super');
    expect(output).not.toContain('owner-pass-phrase');

    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses to start in production without its secrets, naming them', () => {
    let message = '';
    try {
      execFileSync(process.execPath, ['dist/server.js'], {
        cwd: root,
        env: { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: 'abc' },
        stdio: 'pipe',
      });
    } catch (error) {
      message = String((error as { stderr: Buffer }).stderr);
    }
    expect(message).toMatch(/^Invalid environment: PORT/);
  });

  it.each([
    [
      'a TRUST_PROXY that is no hop count or address list',
      { TRUST_PROXY: 'two' },
      /^Invalid environment: TRUST_PROXY/,
    ],
    ['no DATABASE_URL in production', {}, /^Invalid environment: DATABASE_URL required in production/],
  ])('stops at once on %s, with one line naming it', (_case, extra, expected) => {
    let message = '';
    try {
      execFileSync(process.execPath, ['dist/server.js'], {
        cwd: root,
        env: { ...productionSettings(dataDir), ...extra },
        stdio: 'pipe',
      });
    } catch (error) {
      message = String((error as { stderr: Buffer }).stderr);
    }
    expect(message).toMatch(expected);
    expect(message.trimEnd().split('\n')).toHaveLength(1);
  });
});
