/**
 * A shopper's catalog page while staff check a 100,000-row CSV file: GET /api/products latency with no
 * import running, then while 100,000-row dry runs (apply=false) follow one another for the whole window.
 * The bundled server runs in its own process on PostgreSQL (and, with --pglite, on the embedded
 * database); autocannon runs here, so the client is never held up by the import. Prints a Markdown
 * section for bench/README.md.
 *   Run: npx tsx bench/admin/csv-import-latency.ts [--seconds 20] [--connections 4] [--pglite]
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { openPostgres } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { DEMO_ADMIN } from '../../src/server/db/seed/demo-accounts';
import { generateDemoCatalog } from '../../src/server/db/seed/demo-catalog';
import { insertCatalog } from '../../src/server/db/seed/seed-catalog';
import { createPasswordUser } from '../../src/server/modules/auth/user-accounts';
import { bulkCatalogCsv } from '../../src/server/modules/catalog/products-csv-test-kit';
import { CSV_IMPORT_ROW_LIMIT } from '../../src/shared/admin-products';
import { PRODUCT_SORTS } from '../../src/shared/catalog-constants';
import { bundleServer, load, type LoadResult, recreateDatabase, startProcess, waitForHttp } from '../lib';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '4' },
    pglite: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const PORT = 3931;
const api = `http://127.0.0.1:${PORT}`;

const serverMain = await bundleServer('bench/.data/csv-latency-server');

// Catalog pages a shopper browses: every sort, pages 1–10 (the list cache keeps repeats cheap, as in production).
const catalogPaths = PRODUCT_SORTS.flatMap((sort) =>
  Array.from({ length: 10 }, (_, i) => `${api}/api/products?sort=${sort}&page=${i + 1}`),
);

async function measure(label: string, env: Record<string, string>) {
  const server = startProcess([serverMain], {
    ...env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    AUTH_RATE_LIMIT_MAX: '100000',
    JOBS: 'off',
    PUBLIC_URL: api,
  });
  try {
    await waitForHttp(`${api}/readyz`, 180_000);
    const signIn = await fetch(`${api}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    if (!signIn.ok) throw new Error(`staff sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const categories = (await (await fetch(`${api}/api/categories`)).json()) as { slug: string }[];
    const csv = bulkCatalogCsv(CSV_IMPORT_ROW_LIMIT, categories[0]!.slug, 'bench');

    const dryRun = async () => {
      const started = performance.now();
      const response = await fetch(`${api}/api/admin/products/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api, cookie },
        body: JSON.stringify({ csv, apply: false }),
      });
      const report = (await response.json()) as { rows: number; errors: unknown[] };
      if (!response.ok || report.rows !== CSV_IMPORT_ROW_LIMIT || report.errors.length)
        throw new Error(`dry run failed: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
      return performance.now() - started;
    };

    await load('warm-up', catalogPaths, 3, connections);
    const quiet = await load('GET /api/products, no import', catalogPaths, seconds, connections);
    // Dry runs back to back for the whole window, so every catalog request meets one.
    let measuring = true;
    const importTimes: number[] = [];
    const imports = (async () => {
      while (measuring) importTimes.push(await dryRun());
    })();
    const busy = await load('GET /api/products, during 100,000-row dry runs', catalogPaths, seconds, connections);
    measuring = false;
    await imports;
    return { label, quiet, busy, importTimes };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function seedPostgres() {
  const url = await recreateDatabase('bench_csv_latency');
  const database = await openPostgres(url);
  await runMigrations(database);
  await insertCatalog(database.db, generateDemoCatalog());
  await createPasswordUser(database, { ...DEMO_ADMIN, role: 'super_admin', emailVerified: true });
  await database.close();
  return url;
}

const load0 = loadavg()[0]!.toFixed(1);
const runs = [await measure('PostgreSQL', { DATABASE_URL: await seedPostgres(), DEMO_DATA: 'false' })];
if (values.pglite) {
  const dataDir = 'bench/.data/csv-latency-pglite';
  rmSync(dataDir, { recursive: true, force: true });
  // The embedded database seeds the demo shop (catalog and the demo staff) on first start.
  runs.push(await measure('embedded (PGlite)', { DATA_DIR: dataDir, DEMO_DATA: 'true' }));
}

const row = (label: string, r: LoadResult) =>
  `| ${label} | ${r.name.split(', ')[1]} | ${r.reqPerSec} | ${r.p50} | **${r.p95}** | ${r.p99} | ${r.errors} / ${r.non2xx} |`;
const importsLine = (times: number[]) =>
  `${times.length} dry runs, ${(Math.min(...times) / 1000).toFixed(1)}–${(Math.max(...times) / 1000).toFixed(1)} s each`;
console.log(`#### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load ${load0} at the start, ${loadavg()[0]!.toFixed(1)} at the end

${connections} connections, ${seconds} s per line; ${runs.map((r) => `${r.label}: ${importsLine(r.importTimes)}`).join('; ')}.

| database | catalog request | req/s | p50 ms | p95 ms | p99 ms | errors / non-2xx |
|---|---|---|---|---|---|---|
${runs.flatMap((r) => [row(r.label, r.quiet), row(r.label, r.busy)]).join('\n')}
`);
process.exit(0);
