import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Served outside `/api`, so the proxy that publishes `/api/` never publishes this. */
export const METRICS_ROUTE = '/metrics';

export interface Metrics {
  /** A value read at each scrape (a queue's length, a store's state); nothing when METRICS=false. */
  gauge(name: string, help: string, read: () => number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Seconds; from a cached answer (well under 5 ms) to the 30 s body timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A counter that follows a running total kept elsewhere (the public cache counts its own hits). */
function followTotal(registry: Registry, name: string, help: string, read: () => number): void {
  let seen = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const total = read();
      this.inc(Math.max(0, total - seen));
      seen = total;
    },
  });
}

/**
 * Prometheus metrics at GET /metrics: request rate and latency by route pattern (never the raw URL,
 * whose ids and search keys would make a series each), public-cache hits and misses, the database
 * pool, the process's own figures (event-loop delay, memory, GC) and whatever modules add as gauges.
 * Each app has a registry of its own, so several in one process (tests) never mix their figures.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  if (!app.env.METRICS) {
    app.decorate<Metrics>('metrics', { gauge: () => undefined });
    return;
  }
  const registry = new Registry();
  // The event loop is sampled once a second rather than every 10 ms, so an idle process sleeps; a
  // blocked loop still shows, as a sample arriving late.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 1000 });

  app.decorate<Metrics>('metrics', {
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
  });

  const duration = new Histogram({
    name: 'station_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status; its _count is the request rate.',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  followTotal(
    registry,
    'station_public_cache_hits_total',
    'Public reads answered from memory.',
    () => app.publicCache.stats().hits,
  );
  followTotal(
    registry,
    'station_public_cache_misses_total',
    'Public reads computed from the database.',
    () => app.publicCache.stats().misses,
  );
  app.metrics.gauge(
    'station_public_cache_entries',
    'Answers kept in the public cache.',
    () => app.publicCache.stats().entries,
  );
  app.metrics.gauge(
    'station_public_cache_bytes',
    'Bytes of JSON kept in the public cache.',
    () => app.publicCache.stats().bytes,
  );

  if (app.database.poolStats()) {
    const pool = (field: 'total' | 'idle' | 'waiting') => () => app.database.poolStats()?.[field] ?? 0;
    app.metrics.gauge('station_db_pool_connections', 'Open connections to PostgreSQL.', pool('total'));
    app.metrics.gauge('station_db_pool_idle', 'Open connections not in use.', pool('idle'));
    app.metrics.gauge('station_db_pool_waiting', 'Queries waiting for a free connection.', pool('waiting'));
  }

  app.get(METRICS_ROUTE, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
});
