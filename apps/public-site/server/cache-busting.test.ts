import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { readerKey } from '../src/lib/reader';
import { createMetrics } from './metrics';
import { createPageCache, type Page } from './page-cache';
import { createPageServer } from './page-server';

const BOUND = 64 * 1024;

describe('the page server under cache-busting addresses', () => {
  it('answers 300 distinct ?x=<random> from one cached render, within its byte bound', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: BOUND });
    const render = vi.fn(
      async (url: string): Promise<Page> => ({
        status: 200,
        body: Buffer.from(`<p>${url} ${'x'.repeat(10_000)}</p>`),
      }),
    );
    const handle = createPageServer({
      discovery: async () => undefined,
      files: new Map(),
      headers: {},
      page: (url, reader) => cache.get(`${readerKey(reader)} ${url}`, () => render(url)),
      apiUp: () => true,
      metrics: createMetrics(cache.stats),
    });
    const server = createServer((request, response) => void handle(request, response));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    try {
      const bodies = new Set<string>();
      for (let i = 0; i < 300; i += 1) {
        const response = await fetch(`http://127.0.0.1:${port}/?x=${randomUUID()}`);
        expect(response.status).toBe(200);
        bodies.add(await response.text());
      }
      const article = await fetch(`http://127.0.0.1:${port}/article/a?x=${randomUUID()}&utm_source=t`);
      expect(await article.text()).toContain('<p>/article/a ');
      expect(bodies.size).toBe(1);
      expect([...bodies][0]).toContain('<p>/ x');
      expect(render.mock.calls.map(([url]) => url)).toEqual(['/', '/article/a']);
      expect(cache.bytes()).toBeLessThanOrEqual(BOUND);
    } finally {
      server.close();
    }
  });
});
