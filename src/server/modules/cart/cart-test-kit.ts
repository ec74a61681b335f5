import type { LightMyRequestResponse } from 'fastify';
import type { buildApp } from '../../app';
import { type Config, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { generateDemoCatalog } from '../../db/seed/demo-catalog';
import { insertCatalog } from '../../db/seed/seed-catalog';
import { buildReadyApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { createSignedInUser } from '../auth/auth-test-kit';

/**
 * A shop for cart tests: a small generated catalog plus hand-made products whose stock, kind and tax
 * class the tests rely on, and helpers to call the API as a signed-in shopper.
 */
export interface FixtureProduct {
  id: string;
  name: string;
  priceCents: number;
  stock: number;
  isWeightBased: boolean;
  taxClass: 'food' | 'taxable';
  variants: { id: string; name: string; priceCents: number; stock: number }[];
}

const FIXTURES = {
  mangoes: { name: 'Alphonso Mangoes (Box of 6)', priceCents: 1299, stock: 100 },
  rice: {
    name: 'Aged Basmati Rice',
    priceCents: 1899,
    stock: 12,
    variants: [
      { name: '10 lb bag', priceCents: 1899, stock: 10 },
      { name: '20 lb bag', priceCents: 3499, stock: 2 },
    ],
  },
  okra: { name: 'Fresh Okra (Bhindi)', priceCents: 399, stock: 30, isWeightBased: true },
  paneer: { name: 'Malai Paneer 14 oz', priceCents: 599, stock: 3 },
  ghee: { name: 'Desi Cow Ghee 1 L', priceCents: 2499, stock: 0 },
  incense: { name: 'Sandalwood Agarbatti', priceCents: 499, stock: 50, taxClass: 'taxable' as const },
  snack: { name: 'Masala Peanuts 200 g', priceCents: 299, stock: 40 },
};
export type FixtureName = keyof typeof FIXTURES;

export interface CartTestShop {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  products: Record<FixtureName, FixtureProduct>;
  /** Puts every fixture product back as it was and empties every shopper's lists. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function createCartTestShop(env: Record<string, string> = {}): Promise<CartTestShop> {
  const database = await createTestDatabase();
  await insertCatalog(database.db, generateDemoCatalog({ seed: 11, productCount: 8 }));
  const products = await insertFixtures(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent-web-build',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const app = await buildReadyApp(config, database);
  return {
    app,
    database,
    config,
    products,
    reset: async () => {
      for (const table of ['cart_items', 'saved_for_later', 'recently_removed_items', 'draft_orders', 'addresses'])
        await database.query(`delete from ${table}`);
      for (const product of Object.values(products)) {
        await database.query(
          'update products set stock_quantity = $2, is_active = true, price_cents = $3 where id = $1',
          [product.id, product.stock, product.priceCents],
        );
        for (const v of product.variants)
          await database.query('update product_variants set stock_quantity = $2 where id = $1', [v.id, v.stock]);
      }
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function insertFixtures(database: Database): Promise<Record<FixtureName, FixtureProduct>> {
  const [category] = await database.query<{ id: string }>('select id from categories order by sort_order limit 1');
  const out = {} as Record<FixtureName, FixtureProduct>;
  for (const [key, spec] of Object.entries(FIXTURES) as [FixtureName, (typeof FIXTURES)[FixtureName]][]) {
    const isWeightBased = 'isWeightBased' in spec ? spec.isWeightBased : false;
    const taxClass = 'taxClass' in spec ? spec.taxClass : 'food';
    const [row] = await database.query<{ id: string }>(
      `insert into products (name, slug, price_cents, stock_quantity, category_id, is_weight_based, unit, tax_class)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        spec.name,
        `fixture-${key}`,
        spec.priceCents,
        spec.stock,
        category!.id,
        isWeightBased,
        isWeightBased ? 'lb' : 'piece',
        taxClass,
      ],
    );
    const variants = [];
    for (const [index, v] of ('variants' in spec ? spec.variants : []).entries()) {
      const [variant] = await database.query<{ id: string }>(
        `insert into product_variants (product_id, name, price_cents, stock_quantity, sort_order) values ($1, $2, $3, $4, $5) returning id`,
        [row!.id, v.name, v.priceCents, v.stock, index],
      );
      variants.push({ id: variant!.id, ...v });
    }
    out[key] = {
      id: row!.id,
      name: spec.name,
      priceCents: spec.priceCents,
      stock: spec.stock,
      isWeightBased,
      taxClass,
      variants,
    };
  }
  return out;
}

export interface Shopper {
  id: string;
  email: string;
  cookie: string;
}

export async function createShopper(shop: CartTestShop): Promise<Shopper> {
  const user = await createSignedInUser(shop as never);
  return { id: user.id, email: user.email, cookie: user.cookie };
}

/** Calls the API as `shopper` (or as a guest when null); the answer's JSON is parsed. */
export async function call<T = Record<string, unknown>>(
  shop: CartTestShop,
  shopper: Shopper | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: T; response: LightMyRequestResponse }> {
  const response = await shop.app.inject({
    method,
    url,
    headers: { origin: shop.config.publicUrl, ...(shopper ? { cookie: shopper.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  const text = response.body;
  return { status: response.statusCode, body: (text ? JSON.parse(text) : null) as T, response };
}

export async function setDefaultAddress(shop: CartTestShop, shopper: Shopper, zip: string, state = 'TX') {
  await shop.database.query(
    `insert into addresses (user_id, street, city, state, zip_code, is_default) values ($1, '100 Main St', 'Irving', $2, $3, true)`,
    [shopper.id, state, zip],
  );
}
