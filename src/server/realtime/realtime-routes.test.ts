import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddCartItemResult } from '../../shared/cart';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { call, type Shopper, signInShopper, startShop, type TestShop } from '../test/harness';
import { type EventStream, openEventStream } from './event-stream-client';
import { MAX_STREAMS_PER_SESSION } from './live-hub';
import { TOO_MANY_STREAMS_MESSAGES } from './realtime-routes';

const AUTH_SECRET = 'realtime-test-secret-that-is-long-enough-0123456789';
let shop: TestShop;
let base: string;
let alice: Shopper;
let bob: Shopper;
const streams: EventStream[] = [];

beforeAll(async () => {
  shop = await startShop({ env: { AUTH_SECRET } });
  base = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signInShopper(shop);
  bob = await signInShopper(shop);
});
afterAll(async () => {
  // Streams are left open on purpose: closing the app must end them rather than hang.
  await shop?.close();
  for (const stream of streams) stream.close();
});
beforeEach(() => shop.reset());

async function stream(who: Shopper, origin = base) {
  const opened = await openEventStream(`${origin}/api/events`, who.cookie);
  streams.push(opened);
  if (opened.status === 200) await opened.next('ready');
  return opened;
}
const add = async (who: Shopper, productId: string, quantity = 1) =>
  (await call<AddCartItemResult>(shop, who, 'POST', '/api/cart/items', { productId, quantity })).body;
const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/events', () => {
  it('is for signed-in shoppers only', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHORIZED');
  });

  it("names its request id and carries the shop's security headers, like every other response", async () => {
    const aborted = new AbortController();
    const response = await fetch(`${base}/api/events`, { headers: { cookie: alice.cookie }, signal: aborted.signal });
    aborted.abort();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('refuses a stream past the per-session cap with 429, and the open ones keep working', async () => {
    const carol = await signInShopper(shop);
    const tabs = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) tabs.push(await stream(carol));
    expect(tabs.map((t) => t.status)).toEqual(tabs.map(() => 200));
    const refused = await fetch(`${base}/api/events`, { headers: { cookie: carol.cookie } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: { code: 'TOO_MANY_STREAMS', message: TOO_MANY_STREAMS_MESSAGES.session },
    });
    const started = performance.now();
    await add(carol, shop.products.mangoes.id);
    await Promise.all(tabs.map((t) => t.next('cart', 1_000, started)));
  });

  it("sends 'cart' to every tab of the shopper within a second of a change, and nothing to others", async () => {
    const [tab1, tab2, other] = [await stream(alice), await stream(alice), await stream(bob)];
    const started = performance.now();
    await add(alice, shop.products.mangoes.id);
    const [first, second] = await Promise.all([tab1.next('cart', 1_000, started), tab2.next('cart', 1_000, started)]);
    expect(first.data).toEqual({ reason: 'items' });
    expect(second.at - started).toBeLessThan(1_000);
    await quiet(200);
    expect(other.events.filter((e) => e.event === 'cart')).toEqual([]);
  });

  it('follows price, stock and availability changes of products in the cart or saved list only', async () => {
    const { mangoes, paneer, snack, rice } = shop.products;
    await add(alice, mangoes.id);
    await add(alice, rice.id);
    await call(shop, alice, 'POST', '/api/cart/saved', { productId: paneer.id });
    const tab = await stream(alice);

    let since = performance.now();
    await shop.database.query('update products set price_cents = price_cents + 10 where id = $1', [mangoes.id]);
    expect((await tab.next('cart', 1_000, since)).data).toEqual({ reason: 'products' });

    since = performance.now();
    await shop.database.query('update product_variants set stock_quantity = 1 where id = $1', [rice.variants[0]!.id]);
    await tab.next('cart', 1_000, since);

    since = performance.now();
    await shop.database.query('update products set is_active = false where id = $1', [paneer.id]);
    expect((await tab.next('saved', 1_000, since)).data).toEqual({ reason: 'products' });

    since = performance.now();
    await shop.database.query('update products set views_count = views_count + 1 where id = $1', [mangoes.id]);
    // 100 → 90 changes no line of any cart (lines stop at 50 or 55 lb): checkout's decrements stay quiet.
    await shop.database.query('update products set stock_quantity = 90 where id = $1', [mangoes.id]);
    await shop.database.query('update products set price_cents = price_cents + 1 where id = $1', [snack.id]);
    await quiet(300);
    expect(tab.events.filter((e) => e.at >= since && (e.event === 'cart' || e.event === 'saved'))).toEqual([]);
  });

  it('announces the saved, removed and draft lists as they change', async () => {
    const tab = await stream(alice);
    const line = await add(alice, shop.products.mangoes.id, 2);
    let since = performance.now();
    await call(shop, alice, 'POST', `/api/cart/items/${line.item.id}/save-for-later`);
    await Promise.all([tab.next('saved', 1_000, since), tab.next('cart', 1_000, since)]);

    const again = await add(alice, shop.products.snack.id);
    since = performance.now();
    await call(shop, alice, 'DELETE', `/api/cart/items/${again.item.id}`);
    await tab.next('removed', 1_000, since);

    await add(alice, shop.products.paneer.id);
    since = performance.now();
    expect((await call(shop, alice, 'POST', '/api/cart/drafts', { name: 'Weekend' })).status).toBe(201);
    await tab.next('drafts', 1_000, since);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL', () => {
  it('listens again after losing its connection, and tells streams to reload what they may have missed', async () => {
    const tab = await stream(alice);
    const since = performance.now();
    const killed = await shop.database.query<{ ok: boolean }>(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity
       where application_name = 'shop-live-listener' and datname = current_database()`,
    );
    expect(killed.length).toBeGreaterThan(0);
    const resync = await tab.next('cart', 4_000, since);
    expect(resync.data).toEqual({ reason: 'resync' });
    const after = performance.now();
    await add(alice, shop.products.mangoes.id);
    expect((await tab.next('cart', 1_000, after)).data).toEqual({ reason: 'items' });
  });

  it("carries a change made through one instance to the other's stream within a second", async () => {
    const connectionString = shop.database.pool!.options.connectionString!;
    const secondDatabase = await openPostgres(connectionString, 4);
    const second = await buildApp({ config: shop.config, database: secondDatabase });
    try {
      const secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
      const tab = await stream(alice, secondBase);
      for (let round = 0; round < 3; round++) {
        const started = performance.now();
        const response = await fetch(`${base}/api/cart/items`, {
          method: 'POST',
          headers: { cookie: alice.cookie, 'content-type': 'application/json', origin: shop.config.publicUrl },
          body: JSON.stringify({ productId: shop.products.mangoes.id, quantity: 1 }),
        });
        expect(response.status).toBe(200);
        const event = await tab.next('cart', 1_000, started);
        expect(event.at - started).toBeLessThan(1_000);
      }
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  });
});
