import type { ServerResponse } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PageCacheStats } from './page-cache';

/** What a request was for: few enough values to chart, unlike raw addresses. */
export type RequestKind = 'page' | 'file' | 'health' | 'metrics' | 'refused';

/**
 * The page server's Prometheus metrics: requests and their latency by kind and status, the page
 * cache's hits and misses, and Node's own (event-loop delay among them). nginx refuses `/metrics` from
 * outside; it is for the monitoring on the private network.
 */
export function createMetrics(pageCache: () => PageCacheStats) {
  const registry = new Registry();
  // The event loop is sampled once a second rather than every 10 ms, so an idle process sleeps; a
  // blocked loop still shows, as a sample arriving late.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 1000 });
  const requests = new Counter({
    name: 'page_server_requests_total',
    help: 'Requests answered, by kind and status',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'page_server_request_duration_seconds',
    help: 'Time from request to the last byte handed to the socket, by kind',
    labelNames: ['kind'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // Read from the cache at scrape time, so counting costs the request path nothing.
  new Gauge({
    name: 'page_server_page_cache_hits',
    help: 'Pages answered from the cache since start',
    registers: [registry],
    collect() {
      this.set(pageCache().hits);
    },
  });
  new Gauge({
    name: 'page_server_page_cache_misses',
    help: 'Pages that had to be drawn (or waited for a drawing) since start',
    registers: [registry],
    collect() {
      this.set(pageCache().misses);
    },
  });
  new Gauge({
    name: 'page_server_page_cache_bytes',
    help: 'Bytes of HTML kept in the page cache',
    registers: [registry],
    collect() {
      this.set(pageCache().bytes);
    },
  });
  return {
    record(kind: RequestKind, status: number, seconds: number) {
      requests.inc({ kind, status: String(status) });
      duration.observe({ kind }, seconds);
    },
    async answer(response: ServerResponse) {
      const body = Buffer.from(await registry.metrics());
      response.writeHead(200, {
        'content-type': registry.contentType,
        'content-length': String(body.length),
        'cache-control': 'no-store',
      });
      response.end(body);
    },
  };
}

export type PageServerMetrics = ReturnType<typeof createMetrics>;
