import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../shared/money';
import { signInShopper, startShop, type TestShop } from '../test/harness';

// The answers server renders share for visitors who are not signed in (server-render-answers.ts), on the
// real renderer (src/web/entry-server.tsx) and API. Every page here has its own query string, so the
// shared page cache never answers: each is a render of its own.
let shop: TestShop;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  shop = await startShop({
    env: {
      WEB_DIST_DIR: web,
      SERVER_RENDER_ENTRY: resolve('src/web/entry-server.tsx'),
      PUBLIC_URL: 'https://shop.example',
    },
  });
}, 120_000);
afterAll(() => shop?.close());

let visit = 0;
const render = (path: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  shop.app.inject({ url: `${path}?visit=${++visit}`, headers, remoteAddress });

/** The session query the page carries (null: nobody signed in). */
const sessionOf = (html: string) => {
  const state = /<script id="server-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
  const queries = JSON.parse(state) as [queryKey: unknown[], data: unknown][];
  return queries.find(([key]) => key[0] === 'session')?.[1];
};

async function aSimpleProduct() {
  const [product] = await shop.database.query<{ slug: string; price_cents: number }>(
    `select p.slug, p.price_cents from products p
     where p.is_active and not exists (select 1 from product_variants v where v.product_id = p.id)
     order by p.slug limit 1`,
  );
  return product!;
}

describe('answers shared by server renders for visitors who are not signed in', () => {
  it('shows a new price on the next render of a product page, not the answer kept from before', async () => {
    const product = await aSimpleProduct();
    const path = `/product/${product.slug}`;
    const newPrice = product.price_cents + 123;
    expect((await render(path)).body).toContain(formatCents(product.price_cents));
    await shop.database.query('update products set price_cents = $2 where slug = $1', [product.slug, newPrice]);
    try {
      // The change reaches the renderer through the catalog's notifications, a moment after it commits;
      // the kept answers would otherwise live for seconds longer than this waits.
      let body = '';
      for (let attempt = 0; attempt < 20 && !body.includes(formatCents(newPrice)); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        body = (await render(path)).body;
      }
      expect(body).toContain(formatCents(newPrice));
      expect(body).not.toContain(formatCents(product.price_cents));
    } finally {
      await shop.database.query('update products set price_cents = $2 where slug = $1', [
        product.slug,
        product.price_cents,
      ]);
    }
  });

  it('never puts a signed-in shopper’s data into another visitor’s page, nor a visitor’s into theirs', async () => {
    const path = `/product/${(await aSimpleProduct()).slug}`;
    const before = await render(path);
    expect(sessionOf(before.body)).toBeNull();
    const user = await signInShopper(shop, { fullName: 'Kavya Menon' });
    const theirs = await render(path, { cookie: user.cookie });
    expect(sessionOf(theirs.body)).toMatchObject({ email: user.email });
    expect(theirs.body).toContain('Kavya');
    const after = await render(path);
    expect(sessionOf(after.body)).toBeNull();
    expect(after.body).not.toContain('Kavya');
    expect(after.body).not.toContain(user.email);
  });

  it('checks a signed-in shopper’s session against their own address’s rate limit, not one all pages share', async () => {
    const user = await signInShopper(shop, { fullName: 'Ishaan Gupta' });
    // Visitors without a session cookie are answered without a session check: they use up no limit.
    for (let i = 0; i < 310; i++) await shop.app.inject({ url: '/api/me', remoteAddress: '198.51.100.7' });
    expect(sessionOf((await render('/', { cookie: user.cookie }, '198.51.100.7')).body)).toMatchObject({
      email: user.email,
    });
    // A render's own session check counts against the shopper's address, so one busy address (here the
    // server's own, which the render's API calls came from) does not sign everyone else out of their pages.
    for (let i = 0; i < 310; i++) await shop.app.inject({ url: '/api/me', headers: { cookie: user.cookie } });
    expect(sessionOf((await render('/', { cookie: user.cookie }, '203.0.113.9')).body)).toMatchObject({
      email: user.email,
    });
  });
});
