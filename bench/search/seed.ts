import type pg from 'pg';
import { openPostgres } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { generateDemoCatalog } from '../../src/server/db/seed/demo-catalog';
import { insertCatalog } from '../../src/server/db/seed/seed-catalog';
import { databaseExists, PG_URL, recreateDatabase } from '../lib';

/** The generator and insertCatalog seed up to this many products; bigger catalogs are grown from it. */
const GENERATED_LIMIT = 100_000;

const urlOf = (name: string) => {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A PostgreSQL database holding `productCount` demo products, reused when it already exists (migrations
 * are applied again, which is a no-op when nothing is new). Up to 100,000 products the demo generator and
 * insertCatalog seed it; above that the 100,000 rows are copied inside PostgreSQL with new slugs and
 * shuffled popularity (`insert … select` from generate_series, GIN indexes rebuilt afterwards), which
 * takes about a minute instead of the quarter hour 1,000,000 single-batch inserts need.
 */
export async function seededDatabase(productCount: number, reseed: boolean): Promise<string> {
  // BENCH_SEARCH_DATABASE names a helper's own copies, so two benches on one PostgreSQL do not reseed each other's.
  const name = `${process.env.BENCH_SEARCH_DATABASE ?? 'bench_search'}_${productCount}`;
  if (!reseed && (await databaseExists(name))) {
    const database = await openPostgres(urlOf(name));
    await runMigrations(database);
    await database.close();
    return urlOf(name);
  }
  const started = performance.now();
  const url = await recreateDatabase(name);
  const database = await openPostgres(url);
  await runMigrations(database);
  if (productCount <= GENERATED_LIMIT) {
    await insertCatalog(database.db, generateDemoCatalog({ productCount }));
  } else {
    if (productCount % GENERATED_LIMIT !== 0)
      throw new Error(`Product counts above ${GENERATED_LIMIT} must be multiples of it`);
    await insertCatalog(database.db, generateDemoCatalog({ productCount: GENERATED_LIMIT }));
    await grow(database.pool!, productCount / GENERATED_LIMIT - 1);
  }
  await database.close();
  console.error(
    `seeded ${productCount.toLocaleString('en-US')} products in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  return url;
}

async function grow(pool: pg.Pool, copies: number) {
  const client = await pool.connect();
  try {
    await client.query(`set maintenance_work_mem = '512MB'`);
    const { rows: gin } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes where tablename = 'products' and indexdef ilike '%using gin%'`,
    );
    for (const index of gin) await client.query(`drop index "${index.name}"`);
    await client.query(
      `
      insert into products (name, slug, description, price_cents, original_price_cents, images, stock_quantity, is_active,
        is_featured, category_id, brand_id, rating_average, rating_count, sales_count, views_count, dietary_info,
        authenticity_badge, origin_story, health_benefits, is_weight_based, unit, tax_class, created_at, updated_at)
      select name, slug || '--' || g, description, price_cents, original_price_cents, images, stock_quantity, is_active,
        is_featured, category_id, brand_id, rating_average, rating_count, (sales_count * (0.5 + random()))::int, views_count,
        dietary_info, authenticity_badge, origin_story, health_benefits, is_weight_based, unit, tax_class,
        created_at - g * interval '1 second', updated_at
      from products, generate_series(1, $1::int) as g`,
      [copies],
    );
    await client.query(`
      insert into product_variants (product_id, name, price_cents, original_price_cents, stock_quantity, sort_order)
      select copy.id, v.name, v.price_cents, v.original_price_cents, v.stock_quantity, v.sort_order
      from products copy
      join products original on original.slug = split_part(copy.slug, '--', 1)
      join product_variants v on v.product_id = original.id
      where copy.slug like '%--%'`);
    for (const index of gin) await client.query(index.definition);
    await client.query('vacuum analyze');
  } finally {
    client.release();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const count of process.argv.slice(2).map(Number)) console.log(await seededDatabase(count, true));
}
