import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { moduleRoutines } from '../modules/index';
import { RESERVE_BYTES } from './disk-space';

const MB = 1024 * 1024;
/** What the fake probe reports as free under DATA_DIR (below zero: the measurement fails). */
let freeBytes = 10_000 * MB;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'station-disk-'));
  const database = await createDatabase({});
  await migrate(database, { routines: moduleRoutines });
  app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir }),
    database,
    logger: false,
    diskProbe: async () => {
      if (freeBytes < 0) throw Object.assign(new Error('input/output error'), { code: 'EIO' });
      return freeBytes;
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const countView = () => app.inject({ method: 'PATCH', url: '/api/view/increase?webStatus=visit&path=%2F' });
const health = () => app.inject({ method: 'GET', url: '/api/health' });

describe('a DATA_DIR short of space', () => {
  it('refuses changes with 503 and a sentence, keeps reads, reports unhealthy, and recovers', async () => {
    expect((await countView()).statusCode).toBe(204);

    freeBytes = RESERVE_BYTES - 1;
    await app.diskSpace.probe();
    const refused = await countView();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'STORAGE_FULL',
      error: expect.stringMatching(/storage is full/),
    });
    expect((await app.inject({ method: 'GET', url: '/api/post' })).statusCode).toBe(200);
    const unhealthy = await health();
    expect(unhealthy.statusCode).toBe(503);
    expect(unhealthy.json()).toMatchObject({ status: 'degraded', database: 'up', disk: 'full' });

    freeBytes = 10_000 * MB;
    await app.diskSpace.probe();
    expect((await countView()).statusCode).toBe(204);
    expect((await health()).json()).toEqual({ status: 'ok', database: 'up', disk: 'ok' });
  });

  it('counts a disk that cannot be measured as full', async () => {
    freeBytes = -1;
    await app.diskSpace.probe();
    expect((await countView()).statusCode).toBe(503);
    freeBytes = 10_000 * MB;
    await app.diskSpace.probe();
    expect((await countView()).statusCode).toBe(204);
  });
});
