import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { openStreamCount } from '../realtime/live-hub';

/**
 * The shop's Prometheus metrics (prom-client). Scraped from the metrics port (METRICS_PORT, see
 * metrics-server.ts) or by staff at /api/admin/metrics; never served anonymously on the public port.
 */
export interface ShopMetrics {
  /** One answered HTTP request, by its route pattern. */
  requestAnswered(method: string, route: string, status: number, seconds: number): void;
  /** A background job's run ended; failed runs are counted apart. */
  jobRan(job: string, failed: boolean): void;
  /** A number read at each scrape (due jobs); one name may have several label sets. */
  gauge(name: string, help: string, read: () => number | Promise<number>, labels?: Record<string, string>): void;
  /** The exposition text and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

/** Process-wide numbers (memory, CPU, event loop, GC) are collected once per process, not per app. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    new Gauge({
      name: 'shop_sse_connections',
      help: "Shoppers' live event streams (Server-Sent Events) open on this instance",
      registers: [processRegistry],
      collect() {
        this.set(openStreamCount());
      },
    });
  }
  return processRegistry;
}

interface GaugeReader {
  labels: Record<string, string>;
  read: () => number | Promise<number>;
}

const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(database: Database): ShopMetrics {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'shop_job_runs_total',
    help: 'Background job runs',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'shop_job_failures_total',
    help: 'Background job runs that failed',
    labelNames: ['job'],
    registers: [registry],
  });
  const gauges = new Map<string, { readers: GaugeReader[] }>();
  const addGauge = (name: string, help: string, labelNames: string[]) => {
    const entry = { readers: [] as GaugeReader[] };
    gauges.set(name, entry);
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        // A failed read (database away) leaves the series out of this scrape rather than failing it.
        for (const { labels, read } of entry.readers) {
          await Promise.resolve(read()).then(
            (value) => this.set(labels, value),
            () => this.remove(labels),
          );
        }
      },
    });
    return entry;
  };
  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle) and the pool size (max)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'max' }, pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'shop_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  return {
    requestAnswered(method, route, status, seconds) {
      duration.observe({ method, route, status_code: status }, seconds);
    },
    jobRan(job, failed) {
      jobRuns.inc({ job });
      if (failed) jobFailures.inc({ job });
    },
    gauge(name, help, read, labels = {}) {
      const readers = (gauges.get(name) ?? addGauge(name, help, Object.keys(labels))).readers;
      readers.push({ labels, read });
    },
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
  };
}

/**
 * Times every request by its route pattern (never the raw URL: one series per route, not per product)
 * and adds the staff-only scrape at /api/admin/metrics (the /api/admin guard refuses guests and shoppers).
 */
export function registerMetrics(app: FastifyInstance, metrics: ShopMetrics) {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestAnswered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/api/admin/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const { contentType, text } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
}
