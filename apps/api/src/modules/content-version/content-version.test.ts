import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import { buildTestApp } from '../../testing/build-test-app';
import { connectTwice } from '../../testing/two-connections';
import { ensureFirstAdmin } from '../admins/index';
import { moduleRoutines } from '../index';

/** Two API instances on one database, as behind a load balancer (see connectTwice). */
const SUPER = { email: 'super@station.test', password: 'super-secret-pass' };
const program = { name: 'Friday sermon', url: 'https://youtu.be/dQw4w9WgXcQ', detail: '', time: '' };

let a: FastifyInstance;
let b: FastifyInstance;
let token: string;
const cleanups: (() => Promise<unknown>)[] = [];

async function instance(database: Database): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'station-instance-'));
  cleanups.unshift(async () => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_BASE_URL: 'http://api.test',
    }),
    database,
    logger: false,
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  const connections = await connectTwice();
  cleanups.push(connections.cleanup);
  const [first, second] = connections.databases;
  await migrate(first, { routines: moduleRoutines });
  a = await instance(first);
  b = await instance(second);
  // Closed one at a time: on the embedded database the second close finds the shared one closed.
  cleanups.unshift(
    () => a.close(),
    () => b.close().catch(() => undefined),
  );
  await ensureFirstAdmin(first.db, SUPER.email, SUPER.password);
  token = (await a.inject({ method: 'POST', url: '/api/admins/login', payload: SUPER })).json().token;
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const read = (app: FastifyInstance, url: string, options: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url, ...options });
const names = async (app: FastifyInstance, options: Partial<InjectOptions> = {}) =>
  (await read(app, '/api/program', options)).json().map((item: { name: string }) => item.name);
const version = async (app: FastifyInstance) => (await read(app, '/api/content-version')).json().version;

describe('an accepted write on one instance', () => {
  it('reaches the other instance’s public cache within a second, and its content version', async () => {
    const added = await a.inject({
      method: 'POST',
      url: '/api/program/add',
      headers: { authorization: `Bearer ${token}` },
      payload: program,
    });
    const id = added.json().data._id;
    const afterAdd = await version(a);
    await vi.waitFor(async () => expect(await version(b)).toBe(afterAdd), { timeout: 1000, interval: 10 });
    expect(await names(b)).toEqual(['Friday sermon']);
    // B answers from memory: a change no write announced stays unseen there.
    await a.database.db.execute(sql`update programs set name = 'Changed behind the caches' where id = ${id}`);
    expect(await names(b)).toEqual(['Friday sermon']);
    const before = await version(b);

    const edited = await a.inject({
      method: 'PATCH',
      url: `/api/program/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...program, name: 'Friday sermon, live' },
    });
    expect(edited.statusCode).toBe(200);
    const acknowledged = Date.now();
    await vi.waitFor(async () => expect(await names(b)).toEqual(['Friday sermon, live']), {
      timeout: 1000,
      interval: 10,
    });
    expect(Date.now() - acknowledged).toBeLessThan(1000);
    expect(BigInt(await version(b))).toBeGreaterThan(BigInt(before));
    expect(await version(b)).toBe(await version(a));
  });

  it('is seen at once by a signed-in read on the other instance, which never reads the public cache', async () => {
    const [item] = (await read(b, '/api/program')).json();
    await a.database.db.execute(
      sql`update programs set name = 'Renamed in the database' where id = ${item._id}`,
    );
    const auth = { headers: { authorization: `Bearer ${token}` } };
    expect(await names(b, auth)).toEqual(['Renamed in the database']);
    expect(await names(b)).not.toEqual(['Renamed in the database']);

    await a.inject({ method: 'PATCH', url: `/api/program/${item._id}`, ...auth, payload: program });
    expect(await names(b, auth)).toEqual(['Friday sermon']);
  });

  it('moves no version when it was refused', async () => {
    const before = await version(a);
    const refused = await a.inject({ method: 'POST', url: '/api/program/add', payload: program });
    expect(refused.statusCode).toBe(401);
    expect(await version(a)).toBe(before);
  });
});

describe('GET /api/content-version', () => {
  it('answers a decimal version that no cache may keep', async () => {
    const response = await read(a, '/api/content-version');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ version: expect.stringMatching(/^\d+$/) });
  });

  it('with ?after= an older version, answers the current one at once', async () => {
    const current = await version(b);
    const response = await read(b, `/api/content-version?after=${BigInt(current) - 1n}`);
    expect([response.statusCode, response.json()]).toEqual([200, { version: current }]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('with ?after= the current version, holds the ask until a write through the other instance', async () => {
    const current = await version(b);
    let answered = false;
    const held = read(b, `/api/content-version?after=${current}`).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    await a.inject({
      method: 'POST',
      url: '/api/program/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...program, name: 'Saturday sermon' },
    });
    const written = Date.now();
    const response = await held;
    expect(Date.now() - written).toBeLessThan(1000);
    expect(response.json()).toEqual({ version: await version(a) });
    expect(BigInt(response.json().version)).toBeGreaterThan(BigInt(current));
  });

  it('answers its held asks when the instance closes, rather than keeping it open for them', async () => {
    const t = await buildTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const current = await version(t.app);
    // The long poll subscribes to the version's moves once it holds the ask.
    const holding = vi.spyOn(t.app.contentVersion, 'onMove');
    const held = fetch(`${address}/api/content-version?after=${current}`);
    await vi.waitFor(() => expect(holding).toHaveBeenCalledOnce(), { interval: 5 });
    const closing = Date.now();
    await t.close();
    expect(Date.now() - closing).toBeLessThan(1000);
    expect(await (await held).json()).toEqual({ version: current });
  });

  it('refuses an ?after= that is not a version', async () => {
    expect((await read(a, '/api/content-version?after=soon')).statusCode).toBe(400);
  });
});
