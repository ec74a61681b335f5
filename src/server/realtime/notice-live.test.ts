import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LiveNotice, NoticeKind, NoticePreferences } from '../../shared/notices';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { type Desk, type Shopper, signInShopper, startDesk } from '../test/harness';
import { type EventStream, openEventStream } from './event-stream-client';
import { NOTICE_GATHER_MS } from './notice-live';

/**
 * Live notices end to end: a catalog change in the database → the trigger's NOTIFY → the instance's
 * gathering → 'notice' events on the streams of exactly the shoppers who should hear of it.
 */
let desk: Desk;
let base: string;
let alice: Shopper;
let bob: Shopper;
let open: EventStream[] = [];

beforeAll(async () => {
  // A fixed secret, so the second instance of the PostgreSQL test accepts the same session cookies.
  desk = await startDesk({ env: { AUTH_SECRET: 'notice-test-secret-that-is-long-enough-0123456789' } });
  base = await desk.shop.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signInShopper(desk.shop);
  bob = await signInShopper(desk.shop);
});
afterAll(async () => desk?.shop.close());
beforeEach(async () => {
  await desk.shop.reset();
  for (const table of ['wishlist', 'notice_preferences']) await desk.shop.database.query(`delete from ${table}`);
  await desk.shop.database.query(`delete from products where slug like 'notice-%'`);
  await desk.shop.database.query(`delete from categories where slug like 'notice-%'`);
  await desk.shop.database.query(`update products set is_featured = false where slug like 'fixture-%'`);
  for (const product of Object.values(desk.shop.products))
    for (const v of product.variants)
      await desk.shop.database.query('update product_variants set price_cents = $2 where id = $1', [
        v.id,
        v.priceCents,
      ]);
  // reset() may itself have lowered prices: let those notices go out before any stream opens.
  await quiet(NOTICE_GATHER_MS + 200);
});
afterEach(() => {
  for (const stream of open) stream.close();
  open = [];
});

const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const db = (text: string, params: unknown[] = []) => desk.shop.database.query(text, params);

async function stream(who: Shopper, origin = base) {
  const opened = await openEventStream(`${origin}/api/events`, who.cookie);
  open.push(opened);
  expect(opened.status).toBe(200);
  // A first stream opens the instance's LISTEN connection: slow on a busy machine.
  await opened.next('ready', 10_000);
  return opened;
}
const notices = (tab: EventStream, since = 0) =>
  tab.events.filter((e) => e.event === 'notice' && e.at >= since).map((e) => e.data as LiveNotice);
const nextNotice = async (tab: EventStream, since: number) =>
  (await tab.next('notice', 2_000, since)).data as LiveNotice;
const wish = (who: Shopper, productId: string) =>
  db('insert into wishlist (user_id, product_id) values ($1, $2)', [who.id, productId]);
const inCart = (who: Shopper, productId: string) =>
  db('insert into cart_items (user_id, product_id, quantity) values ($1, $2, 1)', [who.id, productId]);
const setPrice = (productId: string, cents: number) =>
  db('update products set price_cents = $2 where id = $1', [productId, cents]);

/** The admin products list's inline edit, as staff; answers the status. */
async function staffQuickEdit(productId: string, payload: object) {
  const response = await desk.shop.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${productId}`,
    headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    payload,
  });
  return response.statusCode;
}

async function putPreferences(who: Shopper | null, body: unknown) {
  const response = await desk.shop.app.inject({
    method: 'PUT',
    url: '/api/account/notices',
    headers: { origin: desk.shop.config.publicUrl, ...(who ? { cookie: who.cookie } : {}) },
    payload: body as object,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}
const allOn: NoticePreferences = {
  price_drop: true,
  back_in_stock: true,
  new_arrival: true,
  featured: true,
  new_category: true,
};
const mute = (who: Shopper, kind: NoticeKind) => putPreferences(who, { ...allOn, [kind]: false });

describe('price drops', () => {
  it('tells the shoppers with the product in their wishlist or cart, and nobody else', async () => {
    const { mangoes } = desk.shop.products;
    const carol = await signInShopper(desk.shop);
    await wish(alice, mangoes.id);
    await inCart(carol, mangoes.id);
    const [aliceTab, bobTab, carolTab] = [await stream(alice), await stream(bob), await stream(carol)];
    const since = performance.now();
    await setPrice(mangoes.id, 1169); // $12.99 → $11.69, 10% off
    const expected: LiveNotice = {
      kind: 'price_drop',
      productId: mangoes.id,
      name: mangoes.name,
      slug: 'fixture-mangoes',
      wasCents: 1299,
      nowCents: 1169,
      more: 0,
    };
    expect(await nextNotice(aliceTab, since)).toEqual(expected);
    expect(await nextNotice(carolTab, since)).toEqual(expected);
    await quiet(NOTICE_GATHER_MS + 200);
    expect(notices(bobTab, since)).toEqual([]);
    expect(notices(aliceTab, since)).toHaveLength(1);
  });

  it('starts at 5%: 4.9% off says nothing, 5% off is a notice; a price rise never is', async () => {
    const { snack } = desk.shop.products;
    await wish(alice, snack.id);
    await setPrice(snack.id, 1000); // a rise
    const tab = await stream(alice);
    const since = performance.now();
    await setPrice(snack.id, 951); // 4.9% off
    await setPrice(snack.id, 1000);
    await quiet(NOTICE_GATHER_MS + 300);
    expect(notices(tab, since)).toEqual([]);
    await setPrice(snack.id, 950); // exactly 5% off
    expect(await nextNotice(tab, since)).toMatchObject({ kind: 'price_drop', wasCents: 1000, nowCents: 950 });
  });

  it('says nothing of an archived product', async () => {
    const { mangoes } = desk.shop.products;
    await wish(alice, mangoes.id);
    await db('update products set is_active = false where id = $1', [mangoes.id]);
    const tab = await stream(alice);
    const since = performance.now();
    await setPrice(mangoes.id, 999);
    await quiet(NOTICE_GATHER_MS + 300);
    expect(notices(tab, since)).toEqual([]);
  });

  it("reaches the shopper's open page when staff lower the price by 10% in the admin", async () => {
    const { rice } = desk.shop.products;
    await wish(alice, rice.id);
    const tab = await stream(alice);
    const since = performance.now();
    expect(await staffQuickEdit(rice.id, { variantId: rice.variants[0]!.id, priceCents: 1709 })).toBe(200);
    expect(await nextNotice(tab, since)).toMatchObject({ kind: 'price_drop', wasCents: 1899, nowCents: 1709 });
  });
});

describe('sizes', () => {
  it("tells of a size's own drop and its coming back, naming the size", async () => {
    const { rice } = desk.shop.products; // 10 lb bag $18.99 (the headline), 20 lb bag $34.99
    const bag20 = rice.variants[1]!;
    await db('update product_variants set price_cents = $2, stock_quantity = $3 where id = $1', [bag20.id, 3499, 0]);
    await db('insert into cart_items (user_id, product_id, variant_id, quantity) values ($1, $2, $3, 1)', [
      alice.id,
      rice.id,
      bag20.id,
    ]);
    const [aliceTab, bobTab] = [await stream(alice), await stream(bob)];
    let since = performance.now();
    await db('update product_variants set price_cents = 3149 where id = $1', [bag20.id]);
    expect(await nextNotice(aliceTab, since)).toEqual({
      kind: 'price_drop',
      productId: rice.id,
      name: `${rice.name} (20 lb bag)`,
      slug: 'fixture-rice',
      wasCents: 3499,
      nowCents: 3149,
      more: 0,
    });
    since = performance.now();
    // The product still has the 10 lb bags: only the size came back.
    await db('update product_variants set stock_quantity = 4 where id = $1', [bag20.id]);
    expect(await nextNotice(aliceTab, since)).toMatchObject({
      kind: 'back_in_stock',
      name: `${rice.name} (20 lb bag)`,
    });
    expect(notices(bobTab)).toEqual([]);
  });

  it('makes one notice when staff lower the first size, which the product follows', async () => {
    const { rice } = desk.shop.products;
    await wish(alice, rice.id);
    const tab = await stream(alice);
    const since = performance.now();
    expect(await staffQuickEdit(rice.id, { variantId: rice.variants[0]!.id, priceCents: 1709 })).toBe(200);
    expect(await nextNotice(tab, since)).toMatchObject({ name: `${rice.name} (10 lb bag)`, wasCents: 1899 });
    await quiet(NOTICE_GATHER_MS + 300);
    expect(notices(tab, since)).toHaveLength(1);
  });
});

describe('back in stock', () => {
  it('tells the shoppers waiting for a product that ran out, when stock comes back', async () => {
    const { ghee } = desk.shop.products; // stock 0
    await wish(alice, ghee.id);
    const [aliceTab, bobTab] = [await stream(alice), await stream(bob)];
    const since = performance.now();
    await db('update products set stock_quantity = 12 where id = $1', [ghee.id]);
    expect(await nextNotice(aliceTab, since)).toEqual({
      kind: 'back_in_stock',
      productId: ghee.id,
      name: ghee.name,
      slug: 'fixture-ghee',
      more: 0,
    });
    // More stock on top of some is not news.
    await db('update products set stock_quantity = 20 where id = $1', [ghee.id]);
    await quiet(NOTICE_GATHER_MS + 300);
    expect(notices(aliceTab, since)).toHaveLength(1);
    expect(notices(bobTab, since)).toEqual([]);
  });
});

describe('news for everyone', () => {
  it('announces a new product, a newly featured one and a new category to every open stream', async () => {
    const [aliceTab, bobTab] = [await stream(alice), await stream(bob)];
    const [category] = await db('select id from categories order by sort_order limit 1');
    let since = performance.now();
    await db(
      `insert into products (name, slug, price_cents, stock_quantity, category_id)
       values ('Kesar Pista Kulfi (6 pack)', 'notice-kulfi', 899, 40, $1)`,
      [(category as { id: string }).id],
    );
    for (const tab of [aliceTab, bobTab])
      expect(await nextNotice(tab, since)).toMatchObject({ kind: 'new_arrival', name: 'Kesar Pista Kulfi (6 pack)' });

    since = performance.now();
    await db(`update products set is_featured = true where slug = 'fixture-paneer'`);
    for (const tab of [aliceTab, bobTab])
      expect(await nextNotice(tab, since)).toMatchObject({ kind: 'featured', slug: 'fixture-paneer', more: 0 });

    since = performance.now();
    await db(`insert into categories (name, slug) values ('Festive Sweets', 'notice-festive-sweets')`);
    expect(await nextNotice(bobTab, since)).toMatchObject({
      kind: 'new_category',
      name: 'Festive Sweets',
      slug: 'notice-festive-sweets',
    });
  });

  it('sends one notice per kind for a change of hundreds of products at once', async () => {
    const [category] = (await db('select id from categories order by sort_order limit 1')) as { id: string }[];
    const tab = await stream(alice);
    let since = performance.now();
    await db(
      `insert into products (name, slug, price_cents, stock_quantity, category_id)
       select 'Notice Test Spice ' || i, 'notice-spice-' || i, 1000, 10, $1 from generate_series(1, 250) i`,
      [category!.id],
    );
    expect(await nextNotice(tab, since)).toMatchObject({ kind: 'new_arrival', more: 249 });
    const [first, second] = (await db(
      `select id from products where slug in ('notice-spice-7', 'notice-spice-201')`,
    )) as {
      id: string;
    }[];
    await wish(alice, first!.id);
    await wish(alice, second!.id);
    since = performance.now();
    // 250 drops in one statement travel in 3 notifications and reach the shopper as one notice.
    await db(`update products set price_cents = case when slug = 'notice-spice-201' then 800 else 900 end
              where slug like 'notice-spice-%'`);
    expect(await nextNotice(tab, since)).toMatchObject({ kind: 'price_drop', productId: second!.id, more: 1 });
    await quiet(NOTICE_GATHER_MS + 300);
    expect(notices(tab, since)).toHaveLength(1);
  });
});

describe('preferences', () => {
  it('are all on until the shopper turns one off, and are refused unless every kind is named', async () => {
    const got = await desk.shop.app.inject({ url: '/api/account/notices', headers: { cookie: alice.cookie } });
    expect(JSON.parse(got.body)).toEqual(allOn);
    expect((await putPreferences(null, allOn)).status).toBe(401);
    expect((await putPreferences(alice, { price_drop: false })).status).toBe(400);
    expect((await putPreferences(alice, { ...allOn, sale: false })).status).toBe(400);
    expect((await putPreferences(alice, { ...allOn, featured: 'no' })).status).toBe(400);
    const saved = await mute(alice, 'featured');
    expect(saved).toEqual({ status: 200, body: { ...allOn, featured: false } });
  });

  it('a kind turned off is not sent to that shopper; the others still are', async () => {
    const { mangoes, ghee } = desk.shop.products;
    await wish(alice, mangoes.id);
    await wish(bob, mangoes.id);
    await wish(alice, ghee.id);
    await mute(alice, 'price_drop');
    const [aliceTab, bobTab] = [await stream(alice), await stream(bob)];
    const since = performance.now();
    await setPrice(mangoes.id, 999);
    expect(await nextNotice(bobTab, since)).toMatchObject({ kind: 'price_drop' });
    await db('update products set stock_quantity = 3 where id = $1', [ghee.id]);
    expect(await nextNotice(aliceTab, since)).toMatchObject({ kind: 'back_in_stock' });
    expect(notices(aliceTab, since).map((n) => n.kind)).toEqual(['back_in_stock']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL', () => {
  it("carries a price drop made through one instance to the other's stream", async () => {
    const { mangoes } = desk.shop.products;
    await wish(alice, mangoes.id);
    const connectionString = desk.shop.database.pool!.options.connectionString!;
    const secondDatabase = await openPostgres(connectionString, 4);
    const second = await buildApp({ config: desk.shop.config, database: secondDatabase });
    try {
      const tab = await stream(alice, await second.listen({ port: 0, host: '127.0.0.1' }));
      const since = performance.now();
      const response = await fetch(`${base}/api/admin/products/${mangoes.id}`, {
        method: 'PATCH',
        headers: { cookie: desk.staff.cookie, 'content-type': 'application/json', origin: desk.shop.config.publicUrl },
        body: JSON.stringify({ priceCents: 1169 }),
      });
      expect(response.status).toBe(200);
      expect(await nextNotice(tab, since)).toMatchObject({ kind: 'price_drop', productId: mangoes.id });
    } finally {
      for (const s of open) s.close();
      open = [];
      await second.close();
      await secondDatabase.close();
    }
  });
});
