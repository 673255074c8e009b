import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerOverloadProtection } from './overload';

let app: FastifyInstance;

async function build() {
  app = Fastify();
  await registerOverloadProtection(app, { maxEventLoopDelayMs: 100, sampleMs: 50 });
  app.get('/', async () => 'ok');
  await app.ready();
  return app;
}

/** Statuses of a request sent after each of the next samples, until `wanted` comes or 40 have passed. */
async function until(wanted: number): Promise<number> {
  let status = 0;
  for (let sample = 0; sample < 40 && status !== wanted; sample += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await app.inject('/')).statusCode;
  }
  return status;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await app.close();
});

describe('registerOverloadProtection', () => {
  it('answers 503 with Retry-After while the event loop lags, and serves again once it has caught up', async () => {
    await build();
    expect((await app.inject('/')).statusCode).toBe(200);
    const blockedUntil = Date.now() + 400;
    while (Date.now() < blockedUntil) {
      // Holds the event loop, as a burst of synchronous work would.
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    const busy = await app.inject('/');
    if (busy.statusCode === 503) {
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({ error: 'The service is busy. Please try again shortly.' });
    } else {
      expect(await until(503)).toBe(503);
    }
    expect(await until(200)).toBe(200);
  });

  it('keeps sampling when the process has no descriptor left to read its memory figures with', async () => {
    vi.spyOn(process, 'memoryUsage').mockImplementation(() => {
      throw Object.assign(new Error('EMFILE: too many open files, uv_resident_set_memory'), {
        code: 'EMFILE',
      });
    });
    await build();
    // Several samples pass; a sampler that read memory would have thrown from its timer by now.
    expect(await until(-1)).toBe(200);
  });
});
