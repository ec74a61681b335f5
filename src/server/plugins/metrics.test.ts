import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInShopper, signInStaff, startShop, type TestApp, type TestShop } from '../test/harness';
import { startMetricsServer } from './metrics-server';

let shop: TestShop;
let app: TestApp;
let staffCookie: string;
let shopperCookie: string;
let metricsServer: Server;

beforeAll(async () => {
  shop = await startShop();
  app = shop.app;
  staffCookie = (await signInStaff(shop)).cookie;
  shopperCookie = (await signInShopper(shop)).cookie;
  metricsServer = await startMetricsServer(app.metrics, '127.0.0.1', 0);
}, 60_000);
afterAll(async () => {
  metricsServer?.close();
  await shop?.close();
});

describe('metrics', () => {
  it('refuses anonymous and shopper scrapes on the public port', async () => {
    expect((await app.inject('/api/admin/metrics')).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/metrics', headers: { cookie: shopperCookie } })).statusCode).toBe(403);
    // The conventional address is not the metrics on the public port (it is the site's page or a 404).
    const guess = await app.inject('/metrics');
    expect(guess.body).not.toContain('http_request_duration_seconds');
  });

  it('gives staff the request latency by route, the pool, jobs, streams and memory', async () => {
    await app.inject('/api/categories');
    await app.inject('/api/products/no-such-product');
    const response = await app.inject({ url: '/api/admin/metrics', headers: { cookie: staffCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/categories",status_code="200"\} 1/,
    );
    // The route's pattern, never the product's address.
    expect(text).toContain('route="/api/products/:slug",status_code="404"');
    expect(text).not.toContain('no-such-product');
    expect(text).toContain('shop_sse_connections 0');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    if (shop.database.kind === 'postgres') {
      expect(text).toMatch(/shop_db_pool_connections\{state="in_use"\} \d+/);
      expect(text).toMatch(/shop_db_pool_waiting \d+/);
    }
  });

  it('counts job runs and failures and reads queue depth at each scrape', async () => {
    let due = 3;
    app.metrics.gauge('shop_test_queue_depth', 'test queue', () => due, { job: 'test-job' });
    app.metrics.jobRan('test-job', false);
    app.metrics.jobRan('test-job', true);
    const first = (await app.metrics.scrape()).text;
    expect(first).toContain('shop_job_runs_total{job="test-job"} 2');
    expect(first).toContain('shop_job_failures_total{job="test-job"} 1');
    expect(first).toContain('shop_test_queue_depth{job="test-job"} 3');
    due = 0;
    expect((await app.metrics.scrape()).text).toContain('shop_test_queue_depth{job="test-job"} 0');
  });

  it("serves the operator's scrape on the metrics port, and nothing else there", async () => {
    const { port } = metricsServer.address() as AddressInfo;
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('http_request_duration_seconds_bucket');
    expect((await fetch(`http://127.0.0.1:${port}/api/products`)).status).toBe(404);
  });
});
