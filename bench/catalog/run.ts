/**
 * Catalog benchmark: 100,000 products in PostgreSQL, the shop's server under autocannon at 50
 * connections beside a bare Fastify route, plus start-up times.
 * Needs `npm run build` first (it measures the bundled server that `npm start` runs). Prints a Markdown section for
 * bench/README.md.  Run: npx tsx bench/catalog/run.ts [--products 100000] [--seconds 10] [--reseed]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPostgres } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { generateDemoCatalog } from '../../src/server/db/seed/demo-catalog';
import { insertCatalog } from '../../src/server/db/seed/seed-catalog';
import { databaseExists, load, peakRssMb, PG_URL, recreateDatabase, startProcess, table, waitForHttp } from '../lib';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    reseed: { type: 'boolean', default: false },
  },
});
const productCount = Number(values.products);
const seconds = Number(values.seconds);
const dbName = `bench_catalog_${productCount}`;

async function seededDatabaseUrl(): Promise<string> {
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  if (!values.reseed && (await databaseExists(dbName))) return url.toString();
  const fresh = await recreateDatabase(dbName);
  const database = await openPostgres(fresh);
  await runMigrations(database);
  const started = performance.now();
  const catalog = generateDemoCatalog({ productCount });
  await insertCatalog(database.db, catalog);
  console.error(`seeded ${productCount} products in ${Math.round((performance.now() - started) / 1000)} s`);
  await database.close();
  return fresh;
}

async function timeStart(env: Record<string, string>, port: number): Promise<number> {
  const started = performance.now();
  // The bundled server, as npm start runs it once the build is current (start.mjs adds only an mtime check).
  const server = startProcess(['--enable-source-maps', 'dist/server/main.js'], {
    ...env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, 120_000);
  const elapsed = performance.now() - started;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  return Math.round(elapsed);
}

const databaseUrl = await seededDatabaseUrl();
const api = 'http://127.0.0.1:3900';
const server = startProcess(['dist/server/main.js'], {
  DATABASE_URL: databaseUrl,
  DEMO_DATA: 'false',
  PORT: '3900',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
const bare = startProcess(['bench/bare-server.mjs'], { PORT: '3901' });
await waitForHttp(`${api}/readyz`);
await waitForHttp('http://127.0.0.1:3901/');

const sample = (await (await fetch(`${api}/api/products?pageSize=100&sort=popularity`)).json()) as {
  products: { slug: string }[];
};
const slugs = sample.products.map((p) => `${api}/api/products/${p.slug}`);
const categories = (await (await fetch(`${api}/api/categories`)).json()) as { slug: string; parentId: string | null }[];
const filtered = categories
  .filter((c) => c.parentId)
  .slice(0, 20)
  .flatMap((c, i) => [
    `${api}/api/products?category=${c.slug}&inStock=true&sort=price_asc`,
    `${api}/api/products?dietary=vegan&minRating=4&page=${(i % 5) + 1}`,
    `${api}/api/products?minPrice=200&maxPrice=1500&sort=rating&page=${(i % 3) + 1}`,
  ]);

// Warm up caches and JIT once, then measure each endpoint in turn.
await load('warm-up', [`${api}/api/products`, ...slugs.slice(0, 5)], 3);
const baseline = await load('bare Fastify route (separate process)', ['http://127.0.0.1:3901/'], seconds);
const results = [
  await load('GET /api/products (default page)', [`${api}/api/products`], seconds),
  await load('GET /api/products (filtered, 60 variants)', filtered, seconds),
  await load('GET /api/products/:slug (100 slugs)', slugs, seconds),
  await load('GET /api/categories', [`${api}/api/categories`], seconds),
];
const peak = peakRssMb(server.pid!);
server.kill('SIGTERM');
bare.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

const existing = await timeStart({ DATABASE_URL: databaseUrl, DEMO_DATA: 'false' }, 3902);
const freshDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
const freshPglite = await timeStart({ DATA_DIR: freshDir }, 3903);
const reopenPglite = await timeStart({ DATA_DIR: freshDir }, 3903);
rmSync(freshDir, { recursive: true, force: true });

console.log(`### Catalog at ${productCount.toLocaleString('en-US')} products (PostgreSQL 15, ${seconds} s per endpoint, 50 connections)

${table([baseline, ...results], baseline)}

- Peak resident memory of the shop's server during the run: **${peak} MB**.
- Start to first answer of /readyz: PostgreSQL with ${productCount.toLocaleString('en-US')} products **${existing} ms**; embedded PGlite, fresh data directory (migrate + seed 1,200 products) **${freshPglite} ms**; PGlite, existing data directory **${reopenPglite} ms**.
`);
process.exit(0);
