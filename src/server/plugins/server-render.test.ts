import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../shared/money';
import { isSaleDay } from '../../shared/thursday-sale';
import { CLOCK_HEADER } from '../lib/clock';
import { signInShopper, startShop, type TestShop } from '../test/harness';
import { APP_LOADER } from './app-loader';

// The storefront's own pages rendered by the real server: the renderer is the web app's source
// (src/web/entry-server.tsx), the data comes from the real API on a real database.
let shop: TestShop;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(
    join(web, 'index.html'),
    [
      '<!doctype html><html><head><title>Shell</title>',
      '<meta\n  name="description"\n  content="Shell page"\n/>',
      '<script type="module" crossorigin src="/assets/app-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  shop = await startShop({
    env: {
      WEB_DIST_DIR: web,
      SERVER_RENDER_ENTRY: resolve('src/web/entry-server.tsx'),
      PUBLIC_URL: 'https://shop.example',
    },
  });
}, 120_000);
afterAll(() => shop?.close());

async function aProduct() {
  const [product] = await shop.database.query<{ name: string; slug: string; category_slug: string; category: string }>(
    `select p.name, p.slug, c.slug as category_slug, c.name as category
     from products p join categories c on c.id = p.category_id where p.is_active order by p.name limit 1`,
  );
  return product!;
}

/** The page's queries (src/web/lib/server-state.ts: key, data, time of each). */
const serverState = (html: string) => {
  const match = /<script id="server-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  const queries = JSON.parse(match![1]!) as [queryKey: unknown[], data: unknown, dataUpdatedAt: number][];
  return { queries: queries.map(([queryKey, data]) => ({ queryKey, state: { data } })) };
};

describe('pages rendered on the server', () => {
  it('renders the home page with its data, so it shows before any JavaScript runs', async () => {
    const page = await shop.app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toMatch(/<div id="root"><.+Shop by Category/s);
    const keys = serverState(page.body).queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['session', 'banners', 'categories']));
    // The shell's title and description are replaced by the page's own, once.
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).not.toContain('Shell page');
    // Its JavaScript loads after the first paint: no module script or preload competes with the page,
    // and the loader is inline, its hash the one inline script the CSP allows.
    expect(page.body).toContain(
      `<script data-entry="/assets/app-1.js" data-preload="/assets/react-1.js">${APP_LOADER}</script>`,
    );
    const loaderHash = createHash('sha256').update(APP_LOADER).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${loaderHash}'`);
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).not.toContain('<link rel="modulepreload"');
  });

  it('writes a product page’s title, Open Graph tags and JSON-LD into the HTML', async () => {
    const product = await aProduct();
    const page = await shop.app.inject(`/product/${product.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1`);
    expect(page.body).toContain(product.name.replace(/&/g, '&amp;'));
    expect(page.body).toMatch(/<title>[^<]*\| Desi Grocer<\/title>/);
    expect(page.body).toContain(`<meta property="og:url" content="https://shop.example/product/${product.slug}"`);
    expect(page.body).toContain(
      `<link rel="canonical" href="https://shop.example/product/${product.slug}" data-page-meta="server" />`,
    );
    const jsonLd = /<script type="application\/ld\+json" data-page-meta="server">(.*?)<\/script>/s.exec(page.body);
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({ '@type': 'Product', name: product.name });
  });

  it('renders a category page with its products', async () => {
    const product = await aProduct();
    const page = await shop.app.inject(`/products/category/${product.category_slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(product.name.replace(/&/g, '&amp;'));
    const list = serverState(page.body).queries.find((query) => query.queryKey[1] === 'list');
    expect(list?.state.data).toMatchObject({ products: expect.any(Array) });
  });

  it('sends with a page only the data its HTML shows: no brand list, no top deals, no unit prices', async () => {
    const product = await aProduct();
    const home = serverState((await shop.app.inject('/')).body).queries;
    const department = serverState((await shop.app.inject(`/products/category/${product.category_slug}`)).body).queries;
    const keys = [...home, ...department].map((query) => query.queryKey.slice(0, 2).join(' '));
    expect(keys).not.toContain('brands nav');
    expect(keys).not.toContain('products deals');
    // Home's featured rail: the ten it shows, not the whole first page.
    const featured = home.find((query) => query.queryKey[1] === 'list')?.state.data as { products: unknown[] };
    expect(featured.products.length).toBeGreaterThan(0);
    expect(featured.products.length).toBeLessThanOrEqual(10);
    const list = department.find((query) => query.queryKey[1] === 'list')?.state.data as { products: object[] };
    expect(list.products.length).toBeGreaterThan(0);
    for (const card of [...featured.products, ...list.products]) expect(card).not.toHaveProperty('unitPrice');
  });

  it('sends a department page its own description and only the slim category tree (no ids or descriptions)', async () => {
    const [department] = await shop.database.query<{ slug: string; description: string }>(
      `select slug, description from categories
       where is_active and parent_id is null and description is not null order by sort_order limit 1`,
    );
    const page = await shop.app.inject(`/products/category/${department!.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<p class="mt-1 max-w-3xl text-muted">${department!.description.replace(/&/g, '&amp;')}`,
    );
    const queries = serverState(page.body).queries;
    const tree = queries.find((query) => query.queryKey[0] === 'categories' && query.queryKey[1] === 'nav');
    const entries = tree?.state.data as Record<string, unknown>[];
    expect(entries.length).toBeGreaterThan(10);
    // The image only when it is not the generated art at the slug's address (the browser puts that back).
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(
        'image' in entry ? ['image', 'name', 'parent', 'slug'] : ['name', 'parent', 'slug'],
      );
    }
    expect(entries.some((entry) => !('image' in entry))).toBe(true);
    expect(queries.filter((query) => query.queryKey[0] === 'categories')).toHaveLength(2);
  });

  it('renders every part of a page on the server, the parts hydrated from their own chunks included', async () => {
    const product = await aProduct();
    for (const path of ['/', `/products/category/${product.category_slug}`, `/product/${product.slug}`]) {
      const page = await shop.app.inject(path);
      // A part the render had to leave to the browser is written as `<!--$!-->` and an empty template.
      expect(page.body, path).not.toContain('<!--$!-->');
    }
    const department = await shop.app.inject(`/products/category/${product.category_slug}`);
    expect(department.body).toMatch(/<footer.+Quick Links/s);
  });

  it('answers an unknown category with status 404', async () => {
    const page = await shop.app.inject('/products/category/no-such-category');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Category not found');
  });

  it('prices a page by the request’s moment: the Thursday sale only on Thursday, and a test clock’s page is not shared', async () => {
    // Not a product whose page the tests above rendered: the catalog keeps a product for a few seconds, so
    // on a real Thursday the page without a test clock would still show it from before its sale price.
    const [product] = await shop.database.query<{ id: string; slug: string; price_cents: number }>(
      `select p.id, p.slug, p.price_cents from products p
       where p.is_active and p.price_cents >= 500 and not exists (select 1 from product_variants v where v.product_id = p.id)
         and p.slug <> $1
       order by p.slug limit 1`,
      [(await aProduct()).slug],
    );
    const salePrice = Math.ceil(product!.price_cents * 0.8);
    await shop.database.query('insert into thursday_sale_prices (product_id, sale_price_cents) values ($1, $2)', [
      product!.id,
      salePrice,
    ]);
    try {
      const pageAt = (moment: string) =>
        shop.app.inject({ url: `/product/${product!.slug}`, headers: { [CLOCK_HEADER]: moment } });
      const thursday = await pageAt('2026-12-03T18:00:00Z');
      expect(thursday.body).toContain('Thursday sale · today only');
      expect(thursday.body).toContain(formatCents(salePrice));
      const wednesday = await pageAt('2026-12-03T05:59:00Z');
      expect(wednesday.body).not.toContain('Thursday sale · today only');
      // A visitor without a test clock gets the page of the real day, not the Thursday one just rendered.
      const real = await shop.app.inject(`/product/${product!.slug}`);
      expect(real.body.includes('Thursday sale · today only')).toBe(isSaleDay(new Date()));
    } finally {
      await shop.database.query('delete from thursday_sale_prices');
    }
  });

  it('lets go of each page’s data once it is sent: no query keeps a timer running after the render', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const products = await shop.database.query<{ slug: string }>(
      'select slug from products where is_active order by name limit 6',
    );
    expect(products.length).toBeGreaterThan(3);
    await shop.app.inject(`/product/${products[0]!.slug}`);
    const before = timers();
    for (const { slug } of products.slice(1)) expect((await shop.app.inject(`/product/${slug}`)).statusCode).toBe(200);
    // Each page's queries (product, related, categories, …) would each hold a gcTime timer for minutes.
    expect(timers() - before).toBeLessThan(5);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const page = await shop.app.inject('/no/such/page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Oops! Page not found');
  });

  it('answers an unknown product with status 404', async () => {
    const page = await shop.app.inject('/product/no-such-product');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root"><');
  });

  it('renders with the shopper’s own session, and leaves personal pages to the browser', async () => {
    const user = await signInShopper(shop, { fullName: 'Meera Iyer' });
    const home = await shop.app.inject({ url: '/', headers: { cookie: user.cookie } });
    const session = serverState(home.body).queries.find((query) => query.queryKey[0] === 'session');
    expect(session?.state.data).toMatchObject({ email: user.email });
    expect(home.body).not.toContain('>Sign In<');

    for (const path of ['/account', '/account/orders', '/cart', '/checkout/payment', '/login', '/signup']) {
      const page = await shop.app.inject({ url: path, headers: { cookie: user.cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/app-1.js">');
    }
    expect((await shop.app.inject('/cartographer')).body).not.toContain('<div id="root"></div>');
  });

  it('sends a visitor with no session to sign in before drawing a page behind it', async () => {
    for (const [path, target] of [
      ['/checkout', '/login?returnTo=%2Fcheckout'],
      ['/account/orders?page=2', '/login?returnTo=%2Faccount%2Forders%3Fpage%3D2'],
      ['/admin/orders', '/admin/login?returnTo=%2Fadmin%2Forders'],
    ]) {
      const page = await shop.app.inject(path!);
      expect([path, page.statusCode, page.headers.location]).toEqual([path, 302, target]);
    }
    expect((await shop.app.inject('/cart')).statusCode).toBe(200);
    expect((await shop.app.inject('/admin/login')).statusCode).toBe(200);
  });

  it('shares a page among visitors who are not signed in for a few seconds, never a signed-in one', async () => {
    const product = await aProduct();
    const path = `/product/${product.slug}`;
    const first = await shop.app.inject({ url: path, headers: { cookie: 'theme=light' } });
    await shop.database.query('update products set name = $2 where slug = $1', [product.slug, 'Renamed Meanwhile']);
    try {
      // The next visitor gets the same render; a signed-in shopper gets a fresh one.
      expect((await shop.app.inject(path)).body).toBe(first.body);
      const user = await signInShopper(shop, { fullName: 'Asha Rao' });
      expect((await shop.app.inject({ url: path, headers: { cookie: user.cookie } })).body).toContain(
        'Renamed Meanwhile',
      );
    } finally {
      await shop.database.query('update products set name = $2 where slug = $1', [product.slug, product.name]);
    }
  });
});
