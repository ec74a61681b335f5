import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';

/** A JSON reply about the size of a page of 20 cards (a search or catalog page: ~12 KB). */
const card = (i: number) => ({
  id: `product-${i}`,
  name: `Toor Dal ${i} lb`,
  image: `/img/products/toor-dal-${i}.webp`,
});
const page = { products: Array.from({ length: 120 }, (_, i) => card(i)) };
const big = { products: Array.from({ length: 1200 }, (_, i) => card(i)) };
const app = Fastify();

beforeAll(async () => {
  await registerCompression(app);
  app.get('/page', async () => page);
  app.get('/big', async () => big);
});
afterAll(() => app.close());

describe('reply compression', () => {
  it('compresses a page-sized JSON reply inline: a known length, not a streamed body', async () => {
    const reply = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br, gzip' } });
    expect(JSON.stringify(page).length).toBeGreaterThan(8192);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-length']).toBe(String(reply.rawPayload.length));
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(page);
  });

  it('streams replies past the inline limit, and leaves them plain for a client that takes no encoding', async () => {
    const streamed = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.stringify(big).length).toBeGreaterThan(65_536);
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(JSON.parse(gunzipSync(streamed.rawPayload).toString())).toEqual(big);
    const plain = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(page);
  });
});
