import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth';
import { signInShopper, startShop, type TestShop } from '../test/harness';
import { concretePath, type RecordedRoute, recordRoutes } from '../test/route-recorder';

/** Every route under /api/admin, recorded while the real app registers them (its own prefix test). */
let staffRoutes: RecordedRoute[] = [];
let shop: TestShop;
let shopper: { cookie: string };
beforeAll(async () => {
  const recorded = await recordRoutes(() => startShop());
  shop = recorded.built;
  staffRoutes = recorded.routes.filter(({ url }) => url === '/api/admin' || url.startsWith('/api/admin/'));
  shopper = await signInShopper(shop);
});
afterAll(() => shop?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => concretePath(url, SOME_ID);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function call(method: string, url: string, cookie?: string) {
  const write = WRITES.has(method);
  return shop.app.inject({
    method: method as HTTPMethods,
    url: concrete(url),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(write ? { origin: shop.config.publicUrl, 'content-type': 'application/json' } : {}),
    },
    ...(write ? { payload: '{}' } : {}),
  });
}

describe('the staff guard covers every /api/admin route', () => {
  it('found the staff routes (an empty list would prove nothing)', () => {
    expect(staffRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/admin/staff' },
        { method: 'PUT', url: '/api/admin/staff/role' },
      ]),
    );
  });

  it('answers 401 to a guest on every route', async () => {
    const unguarded: string[] = [];
    for (const { method, url } of staffRoutes) {
      const response = await call(method, url);
      if (response.statusCode !== 401) unguarded.push(`${method} ${url} → ${response.statusCode}`);
      else if (method !== 'HEAD') expect(response.json().error.message).toBe(AUTH_MESSAGES.signInRequired);
    }
    expect(unguarded).toEqual([]);
  });

  it('answers 403 to a signed-in shopper on every route', async () => {
    const unguarded: string[] = [];
    for (const { method, url } of staffRoutes) {
      const response = await call(method, url, shopper.cookie);
      if (response.statusCode !== 403) unguarded.push(`${method} ${url} → ${response.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });
});
