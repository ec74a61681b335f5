import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, seedDemoAccounts } from '../db/seed/demo-accounts';
import {
  type AccountsTestShop,
  createAccountsTestShop,
  createSignedInUser,
  signIn,
} from '../modules/auth/auth-test-kit';

let shop: AccountsTestShop;
let staffCookie: string;
let shopperCookie: string;
beforeAll(async () => {
  shop = await createAccountsTestShop();
  await seedDemoAccounts(shop.database);
  staffCookie = (await signIn(shop, DEMO_ADMIN.email, DEMO_ADMIN.password)).cookie;
  shopperCookie = (await createSignedInUser(shop)).cookie;
});
afterAll(() => shop?.close());

/** The documented paths, from each address the document is served at (YAML's read as its path keys). */
async function documentedPaths(cookie: string) {
  const headers = cookie ? { cookie } : {};
  const read = (url: string) => shop.app.inject({ url, headers });
  const jsonPaths = async (url: string) => Object.keys((await read(url)).json<{ paths: object }>().paths);
  const yaml = (await read('/api/docs/yaml')).body;
  const yamlPaths = [...yaml.matchAll(/^ {2}(\/\S*):$/gm)].map((match) => match[1]!);
  return [await jsonPaths('/api/openapi.json'), await jsonPaths('/api/docs/json'), yamlPaths];
}

describe('the API documentation', () => {
  it('shows guests and shoppers the shop without a single staff route', async () => {
    for (const cookie of ['', shopperCookie]) {
      for (const paths of await documentedPaths(cookie)) {
        expect(paths).toContain('/api/products');
        expect(paths).toContain('/api/cart');
        expect(paths.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
      }
    }
  });

  it('shows signed-in staff the staff routes too', async () => {
    for (const paths of await documentedPaths(staffCookie)) {
      expect(paths).toEqual(expect.arrayContaining(['/api/products', '/api/admin/staff/role', '/api/admin/audit-log']));
    }
  });
});
