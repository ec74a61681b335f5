import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInShopper, signInStaff, startShop, type TestShop } from '../test/harness';

let shop: TestShop;
let staffCookie: string;
let shopperCookie: string;
beforeAll(async () => {
  shop = await startShop();
  staffCookie = (await signInStaff(shop)).cookie;
  shopperCookie = (await signInShopper(shop)).cookie;
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
