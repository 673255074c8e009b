import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedApp } from '../testing/build-test-app';

let app: FastifyInstance;
let lines: string[];
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'station-request-log-'));
  ({ app, lines } = await buildLoggedApp(dataDir));
  app.get('/test/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const summaries = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');

describe('request summaries', () => {
  it('writes one line per request naming the route, never what the reader searched', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/post/search/${encodeURIComponent('ምርጫ-ውጤት')}` });
    expect(summaries()).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        route: '/api/post/search/:key',
        status: 200,
        ip: expect.any(String),
        reqId: expect.any(String),
      }),
    ]);
    expect(lines.join('\n')).not.toMatch(/ምርጫ|%E1%88/);
    // A cached public answer is sent once: no second, empty answer and no error about it.
    expect(lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 40)).toEqual([]);
  });

  it('writes a failed request as a warning', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/test/broken' });
    expect(summaries()).toEqual([expect.objectContaining({ level: 40, route: '/test/broken', status: 500 })]);
  });
});
