import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signInShopper, startShop, type TestShop, uniqueEmail } from './test/harness';
import { type CsvRow, parseProductsCsv, PRODUCTS_CSV_HEADER, productsCsv } from './modules/catalog/products-csv';

/**
 * Classes an outside security probe found sound, kept covered so a regression fails here (the rest
 * of the list lives beside its module; docs/security.md maps each promise to its test).
 */
let shop: TestShop;
let root: string;
beforeAll(async () => {
  // A deployment's layout: the web build next to the server bundle, its source map and secrets.
  root = mkdtempSync(join(tmpdir(), 'shop-layout-'));
  mkdirSync(join(root, 'web', 'assets'), { recursive: true });
  mkdirSync(join(root, 'server'));
  mkdirSync(join(root, 'data', 'pglite'), { recursive: true });
  writeFileSync(join(root, 'web', 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
  writeFileSync(join(root, 'web', 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'server', 'main.js.map'), '{"sources":["SECRET_SOURCE"]}');
  writeFileSync(join(root, '.env'), 'AUTH_SECRET=SECRET_ENV');
  writeFileSync(join(root, 'data', 'auth-secret'), 'SECRET_AUTH');
  writeFileSync(join(root, 'data', 'pglite', 'PG_VERSION'), 'SECRET_DB');
  shop = await startShop({ env: { WEB_DIST_DIR: join(root, 'web') } });
});
afterAll(() => shop?.close());

describe('nothing but the web build is served', () => {
  it.each([
    '/.env',
    '/../.env',
    '/%2e%2e/.env',
    '/..%2f.env',
    '/assets/../../.env',
    '/server/main.js.map',
    '/../server/main.js.map',
    '/%2e%2e/server/main.js.map',
    '/data/auth-secret',
    '/../data/pglite/PG_VERSION',
    '/.git/config',
    '/package.json',
  ])('%s is answered by the app, never with the file', async (path) => {
    const response = await shop.app.inject(path);
    expect(response.body).not.toMatch(/SECRET_/);
    // A file-like path is the 404 page; a page-like path is the app, which shows its own 404.
    if (response.statusCode === 200) expect(response.body).toContain('<div id="root">');
    else expect([400, 404]).toContain(response.statusCode);
  });
});

describe('bodies and errors', () => {
  it('refuses an oversized JSON body with 413 in the API shape, and writes nothing', async () => {
    const user = await signInShopper(shop);
    const response = await shop.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { origin: shop.config.publicUrl, cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'A'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    const [profile] = await shop.database.query<{ full_name: string }>(
      'select full_name from profiles where user_id = $1',
      [user.id],
    );
    expect(profile!.full_name).toBe('Asha Patel');
  });

  it('shows no stack trace or SQL for a malformed body, a wrong type or a query that cannot parse', async () => {
    const user = await signInShopper(shop);
    for (const request of [
      { method: 'POST' as const, url: '/api/cart/items', payload: '{"productId":', type: 'application/json' },
      { method: 'POST' as const, url: '/api/cart/items', payload: '{"productId":{"$ne":null},"quantity":[1]}' },
      { method: 'GET' as const, url: '/api/products?page=-1&pageSize=100000&sort=1;drop' },
    ]) {
      const response = await shop.app.inject({
        method: request.method,
        url: request.url,
        headers: { origin: shop.config.publicUrl, cookie: user.cookie, 'content-type': 'application/json' },
        ...(request.method === 'POST' ? { payload: request.payload } : {}),
      });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+|select |syntax error/i);
    }
  });
});

describe('accounts', () => {
  it('ignores a role, a verified flag or an id smuggled into a sign-up', async () => {
    const email = uniqueEmail('mass');
    const response = await post(shop, '/api/auth/sign-up/email', {
      fullName: 'Mallory Shah',
      email,
      phone: '(214) 555-0100',
      password: 'Curry#Leaf2026',
      confirmPassword: 'Curry#Leaf2026',
      acceptTerms: true,
      role: 'super_admin',
      emailVerified: true,
      id: '00000000-0000-4000-8000-000000000001',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await shop.database.query<{ id: string; email_verified: boolean; role: string | null }>(
      'select u.id, u.email_verified, p.role from users u join profiles p on p.user_id = u.id where u.email = $1',
      [email],
    );
    expect(row).toMatchObject({ email_verified: false, role: null });
    expect(row!.id).not.toBe('00000000-0000-4000-8000-000000000001');
  });

  it('treats SQL in the sign-in fields as text', async () => {
    const user = await signInShopper(shop);
    const injected = await post(shop, '/api/auth/sign-in/email', { email: user.email, password: "' or '1'='1" });
    expect(injected.statusCode).toBe(401);
    const badEmail = await post(shop, '/api/auth/sign-in/email', { email: "x' or 1=1 --@x.test", password: 'x' });
    expect(badEmail.statusCode).toBe(400);
  });

  it('never redirects a reset link to another site', async () => {
    const response = await shop.app.inject({
      url: '/api/auth/reset-password/some-token?callbackURL=https%3A%2F%2Fevil.example%2Fsteal',
    });
    expect(String(response.headers.location ?? '')).not.toContain('evil.example');
  });
});

describe('exports', () => {
  it('defuses a product name a spreadsheet would run as a formula, and reads it back as typed', async () => {
    const name = '=HYPERLINK("https://evil.example","Click")';
    const row = Object.fromEntries(PRODUCTS_CSV_HEADER.map((column) => [column, ''])) as CsvRow;
    const file = productsCsv([{ ...row, name }]);
    expect(file).toContain(`"'=HYPERLINK`);
    expect(file).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect((await parseProductsCsv(file)).rows[0]!.row.name).toBe(name);
  });
});
