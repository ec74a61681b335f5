import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth';
import { type AccountsTestShop, createAccountsTestShop, createSignedInUser } from '../modules/auth/auth-test-kit';

/**
 * Every route under /api/admin, collected while the real app registers them: Fastify announces each
 * new instance on this channel before any plugin runs, so an onRoute hook added here sees every route
 * anyone adds later, and this test covers it without being edited.
 */
const staffRoutes: { method: string; url: string }[] = [];
const onInstance = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    // Its own prefix test, not the guard's: a bug there must not hide a route from this list.
    if (route.url !== '/api/admin' && !route.url.startsWith('/api/admin/')) return;
    const methods = ([] as HTTPMethods[]).concat(route.method);
    for (const method of methods) staffRoutes.push({ method, url: route.url });
  });
};

let shop: AccountsTestShop;
let shopper: { cookie: string };
beforeAll(async () => {
  subscribe('fastify.initialization', onInstance);
  try {
    shop = await createAccountsTestShop();
  } finally {
    unsubscribe('fastify.initialization', onInstance);
  }
  shopper = await createSignedInUser(shop);
});
afterAll(() => shop?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** A concrete URL for a route pattern: every parameter (with or without a regexp) and wildcard filled. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, SOME_ID).replace(/\*/g, 'x');
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
