import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/client';
import { eventually } from './test/spawn-server';
import { createTestDatabase, testConfig } from './test/harness';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ WEB_DIST_DIR: web }), database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the web server', () => {
  it('answers health and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    // Ready once the search index has loaded, moments after the start.
    const readyz = await eventually(
      () => app.inject('/readyz'),
      (reply) => reply.statusCode === 200,
      10_000,
    );
    expect(readyz.json()).toEqual({ status: 'ready' });
  });

  it('serves index.html, uncached, for any page path so the client router can render it', async () => {
    for (const path of ['/', '/products/category/spices', '/some/unknown/page']) {
      const page = await app.inject(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the build wrote when the browser takes it, the plain file otherwise', async () => {
    const brotli = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers unknown API paths with a JSON 404, and missing files elsewhere with the site 404 page', async () => {
    const api = await app.inject({ method: 'POST', url: '/api/nothing', headers: { origin: 'http://localhost:3000' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for POST /api/nothing' } });
    // The assets directory itself was a 403 in Fastify's shape; now it is a page path like any other.
    const directory = await app.inject('/assets/');
    expect(directory.headers['content-type']).toContain('text/html');
    expect(directory.body).toContain('<div id="root">');
    for (const path of ['/assets/missing.js', '/.env', '/favicon.php']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("answers Fastify's and Node's own refusals in the API's error shape", async () => {
    const badUrl = await app.inject('/api/products/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: { code: 'BAD_URL', message: expect.any(String) } });
    // Without a web build no wildcard route catches it, so the router's own length check answers.
    const bare = await buildApp({ config: testConfig(), database });
    const longParam = await bare.inject(`/api/products/${'a'.repeat(200)}`);
    await bare.close();
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: 'The address is too long.' } });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const bigHeaders = await fetch(`${base}/api/categories`, { headers: { 'x-big': 'a'.repeat(20_000) } });
    expect(bigHeaders.status).toBe(431);
    expect(await bigHeaders.json()).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    });
  });

  it('sends security headers with a CSP the single-page app satisfies', async () => {
    const page = await app.inject('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBeDefined();
  });

  it('compresses large responses', async () => {
    const response = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/products',
      '/api/products/{slug}',
      '/api/categories',
      '/api/brands',
      '/api/deals/top',
      '/api/delivery/check/{zip}',
      '/api/banners',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('client address behind proxies', () => {
  it('ignores X-Forwarded-For unless proxy hops are configured', async () => {
    const seen: string[] = [];
    for (const hops of ['0', '1']) {
      const proxied = await buildApp({
        config: testConfig({ TRUST_PROXY_HOPS: hops }),
        database,
      });
      proxied.get('/ip', async (request) => request.ip);
      seen.push((await proxied.inject({ url: '/ip', headers: { 'x-forwarded-for': '203.0.113.9' } })).body);
      await proxied.close();
    }
    expect(seen).toEqual(['127.0.0.1', '203.0.113.9']);
  });
});
