import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { registerRequestClock } from '../../lib/clock';
import { registerErrorHandler } from '../../plugins/error-handler';
import { Readiness } from '../health/readiness';
import { searchRoutes, type SearchRoutesOptions, startSharedSearchIndex } from './search-routes';
import type { IndexedProductRow, TaxonomyRow } from './search-index';
import { createSearchService } from './search-service';

/** Test helpers: fixed products the search tests rank, and the search routes with chosen options. */

export interface FixtureProduct {
  name: string;
  description?: string;
  brand?: string;
  category?: string;
  stock?: number;
  featured?: boolean;
  sales?: number;
  active?: boolean;
  priceCents?: number;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Inserts products (and any brand or category they name) and returns their ids by name. */
export async function insertFixtures(database: Database, products: FixtureProduct[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [i, p] of products.entries()) {
    const category = p.category ?? 'Test Shelf';
    const [cat] = await database.query<{ id: string }>(
      `insert into categories (name, slug) values ($1, $2)
       on conflict (slug) do update set name = excluded.name returning id`,
      [category, `fixture-${slug(category)}`],
    );
    let brandId: string | null = null;
    if (p.brand) {
      const [brand] = await database.query<{ id: string }>(
        `insert into brands (name, slug) values ($1, $2) on conflict (slug) do update set name = excluded.name returning id`,
        [p.brand, `fixture-${slug(p.brand)}`],
      );
      brandId = brand!.id;
    }
    const [row] = await database.query<{ id: string }>(
      `insert into products (name, slug, description, price_cents, stock_quantity, is_featured, sales_count, is_active,
         category_id, brand_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - $11 * interval '1 second') returning id`,
      [
        p.name,
        `fixture-${slug(p.name)}-${i}`,
        p.description ?? 'A product the search tests rank.',
        p.priceCents ?? 499,
        p.stock ?? 25,
        p.featured ?? false,
        p.sales ?? 10,
        p.active ?? true,
        cat!.id,
        brandId,
        i,
      ],
    );
    ids.set(p.name, row!.id);
  }
  return ids;
}

/** The search routes alone, so a test can choose caching, the relevance pool and who is signed in. */
export async function buildSearchApp(
  database: Database,
  options: Omit<SearchRoutesOptions, 'search' | 'sync' | 'readiness'> = {},
) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // As in tests of the whole app: a request may name its moment (the Thursday sale's tests do).
  registerRequestClock(app, { override: true });
  const readiness = new Readiness();
  const sync = startSharedSearchIndex(app, database);
  const search = createSearchService(database, sync.index, { log: app.log });
  await app.register(searchRoutes, { prefix: '/api', search, sync, readiness, ...options });
  await app.ready();
  await readiness.settled();
  return app;
}

const toorDalBrandId = randomUUID();
const toorDalCategoryId = randomUUID();

/** Brands and categories for `indexedToorDal`: its brand under the given name, in a "Dals" category. */
export const toorDalTaxonomy = (brandName: string): TaxonomyRow[] => [
  { kind: 'brand', id: toorDalBrandId, name: brandName, slug: 'laxmi', parent_id: null, is_active: true },
  { kind: 'category', id: toorDalCategoryId, name: 'Dals', slug: 'dals', parent_id: null, is_active: true },
];

/**
 * A product as an in-memory index loads it (no database), its card in the stored form (search-cards.ts
 * `CARD_JSON`): Toor Dal in two sizes, the first with the given Thursday sale price.
 */
export function indexedToorDal(id: string, priceCents: number, salePriceCents: number | null): IndexedProductRow {
  const sizes = [
    [randomUUID(), '2 lb', priceCents, null, 10, salePriceCents],
    [randomUUID(), '4 lb', priceCents * 2, null, 0, null],
  ];
  const card = [
    'toor-dal',
    'Toor Dal',
    priceCents,
    null,
    null,
    10,
    false,
    4.5,
    12,
    false,
    'each',
    ['vegan'],
    'organic',
    salePriceCents,
    sizes,
  ];
  return {
    id,
    name: 'Toor Dal',
    description: 'Split pigeon peas',
    brand_id: toorDalBrandId,
    category_id: toorDalCategoryId,
    price_cents: priceCents,
    sale_day_price_cents: salePriceCents ?? priceCents,
    rating_average: 4.5,
    rating_count: 12,
    in_stock: true,
    is_featured: false,
    sales_count: 3,
    created_at: new Date(),
    dietary_info: ['vegan'],
    card: JSON.stringify(card),
  };
}
