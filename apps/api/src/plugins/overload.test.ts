import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerOverloadProtection } from './overload';

let app: FastifyInstance;

async function build() {
  app = Fastify();
  await registerOverloadProtection(app, { maxEventLoopDelayMs: 100, sampleMs: 50 });
  app.get('/', async () => 'ok');
  // A route whose own answers the busy answer does not match, as the health check's.
  app.get(
    '/health',
    {
      schema: {
        response: {
          503: { type: 'object', required: ['status'], properties: { status: { const: 'degraded' } } },
        },
      },
    },
    async () => ({ status: 'ok' }),
  );
  await app.ready();
  return app;
}

/** The answer to a request sent after each of the next samples, until `wanted` comes or 40 have passed. */
async function until(wanted: number, url = '/') {
  let answer = await app.inject(url);
  for (let sample = 0; sample < 40 && answer.statusCode !== wanted; sample += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await app.inject(url);
  }
  return answer;
}

/** Holds the event loop, as a burst of synchronous work would. */
function block(ms: number) {
  const blockedUntil = Date.now() + ms;
  while (Date.now() < blockedUntil) {
    // busy
  }
}

afterEach(async () => {
  vi.restoreAllMocks();
  await app.close();
});

describe('registerOverloadProtection', () => {
  it('answers 503 with Retry-After while the event loop lags, and serves again once it has caught up', async () => {
    await build();
    expect((await app.inject('/')).statusCode).toBe(200);
    block(400);
    const busy = await until(503);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toEqual({ error: 'The service is busy. Please try again shortly.' });
    expect((await until(200)).statusCode).toBe(200);
  });

  it('gives the same busy answer on a route whose own schema would reject it', async () => {
    await build();
    block(400);
    const busy = await until(503, '/health');
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ error: 'The service is busy. Please try again shortly.' });
  });

  it('keeps sampling when the process has no descriptor left to read its memory figures with', async () => {
    vi.spyOn(process, 'memoryUsage').mockImplementation(() => {
      throw Object.assign(new Error('EMFILE: too many open files, uv_resident_set_memory'), {
        code: 'EMFILE',
      });
    });
    await build();
    // Several samples pass; a sampler that read memory would have thrown from its timer by now.
    expect((await until(-1)).statusCode).toBe(200);
  });
});
