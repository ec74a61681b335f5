import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { generateDemoCatalog, type DemoCatalog } from '../db/seed/demo-catalog';
import { insertCatalog } from '../db/seed/seed-catalog';
import { seedPromos } from '../db/seed/seed-promos';
import { CLOCK_HEADER } from '../lib/clock';
import { Readiness } from '../modules/health/readiness';
import { type FixtureProducts, insertFixtureProducts, resetFixtureProducts } from './fixture-products';
import { createTestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface TestShop {
  app: TestApp;
  database: Database;
  config: Config;
  /** The generated catalog (seed 7) the shop was started with. */
  catalog: DemoCatalog;
  /** The hand-made fixture products (fixture-products.ts); empty when started with `fixtures: false`. */
  products: FixtureProducts;
  /** Puts every fixture product back as it was and empties every shopper's cart, lists and addresses. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface ShopOptions {
  /** Products in the generated catalog: a few by default, 300 for tests of browsing and search. */
  catalogSize?: number;
  /** The fixture products cart, checkout and order tests count on (on by default). */
  fixtures?: boolean;
  /** The demo promo codes (on by default). */
  promos?: boolean;
  /** Environment on top of testConfig's. */
  env?: Record<string, string>;
}

/** The configuration every test app starts from: NODE_ENV=test (cheap password hashing, the clock header). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent-web-build', AUTH_RATE_LIMIT_MAX: '1000', ...env });
}

/**
 * The real app with the catalog's short-lived caches off, returned once it is ready: search answers
 * "starting" until its index is loaded, and tests search from their first request.
 */
export async function buildReadyApp(config: Config, database: Database) {
  const readiness = new Readiness();
  const app = await buildApp({ config, database, readiness, catalogCache: { countTtlMs: 0, listTtlMs: 0 } });
  await app.ready();
  await readiness.settled();
  return app;
}

/** The real app on a fresh database (a copy of the run's migrated one) with a small catalog; one per test file. */
export async function startShop(options: ShopOptions = {}): Promise<TestShop> {
  const database = await createTestDatabase();
  const catalog = generateDemoCatalog({ seed: 7, productCount: options.catalogSize ?? 8 });
  await insertCatalog(database.db, catalog);
  const products = options.fixtures === false ? ({} as FixtureProducts) : await insertFixtureProducts(database);
  if (options.promos !== false) await seedPromos(database);
  const config = testConfig(options.env);
  const app = await buildReadyApp(config, database);
  return {
    app,
    database,
    config,
    catalog,
    products,
    reset: () => resetFixtureProducts(database, products),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Whoever sends a request: a signed-in person's session cookie, or null for a guest. */
export type Caller = { cookie: string } | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  cookie?: string;
  /** The client's address (rate limits and spam checks key on it). */
  ip?: string;
  /** The moment the request is answered as of (the x-shop-now header the test config honours). */
  now?: string;
  headers?: Record<string, string>;
}

/** One request as a browser on the shop's own page sends it: with the shop's Origin, and the cookie when given. */
export function request(shop: Pick<TestShop, 'app' | 'config'>, options: RequestOptions) {
  return shop.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: {
      origin: shop.config.publicUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.now ? { [CLOCK_HEADER]: options.now } : {}),
      ...options.headers,
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

/** Calls the API as `who` (or as a guest when null); the answer's JSON is parsed. */
export async function call<T = Record<string, unknown>>(
  shop: Pick<TestShop, 'app' | 'config'>,
  who: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  options: Pick<RequestOptions, 'ip' | 'now' | 'headers'> = {},
): Promise<{ status: number; body: T; response: LightMyRequestResponse }> {
  const response = await request(shop, { ...options, method, url, payload, cookie: who?.cookie });
  const text = response.body;
  return { status: response.statusCode, body: (text ? JSON.parse(text) : null) as T, response };
}

/** A POST answered as it is (for tests that read its headers and cookies). */
export const post = (shop: Pick<TestShop, 'app' | 'config'>, url: string, payload: unknown, cookie = '', ip?: string) =>
  request(shop, { method: 'POST', url, payload, cookie, ip });
