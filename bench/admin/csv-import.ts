/**
 * The catalog CSV import at its stated size: 10,000 rows (about 7,000 new products) into the 1,200-product
 * demo catalog, applied in one transaction, through the real route as staff. Prints the import's time
 * on the embedded database and on PostgreSQL. (products-csv.test.ts checks the result; the time is here,
 * where a busy machine cannot fail CI.)
 *   Run: npx tsx bench/admin/csv-import.ts
 */
import { loadavg } from 'node:os';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { DEMO_ADMIN } from '../../src/server/db/seed/demo-accounts';
import { generateDemoCatalog } from '../../src/server/db/seed/demo-catalog';
import { insertCatalog } from '../../src/server/db/seed/seed-catalog';
import { createPasswordUser } from '../../src/server/modules/auth/user-accounts';
import { recreateDatabase } from '../lib';

const ROWS = 10_000;
const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent-web-build', AUTH_RATE_LIMIT_MAX: '1000' });

async function timeImport(label: string, database: Database): Promise<string> {
  await runMigrations(database);
  await insertCatalog(database.db, generateDemoCatalog());
  await createPasswordUser(database, { ...DEMO_ADMIN, role: 'super_admin', emailVerified: true });
  const app = await buildApp({ config, database });
  await app.ready();
  const origin = config.publicUrl;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const exported = await app.inject({ url: '/api/admin/products/export.csv', headers: { origin, cookie } });
  // Records, not lines: a description may hold a line break inside quotes.
  const [header, ...lines] = exported.body.split(/\r\n(?=[a-z0-9-]+,)/);
  const rows: string[] = [];
  for (let copy = 1; rows.length < ROWS; copy++)
    for (const line of lines) {
      if (rows.length >= ROWS) break;
      rows.push(line.replace(/^([a-z0-9-]+),/, (_m, slug: string) => `${slug}-bulk${copy},`));
    }
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: { origin, cookie },
    payload: { csv: [header, ...rows].join('\r\n'), apply: true },
  });
  const seconds = (performance.now() - started) / 1000;
  const report = response.json() as { applied: boolean; rows: number; creates: number };
  await app.close();
  await database.close();
  if (!report.applied) throw new Error(`${label}: import not applied: ${response.body.slice(0, 300)}`);
  return `| ${label} | ${report.rows.toLocaleString('en-US')} | ${report.creates.toLocaleString('en-US')} | ${seconds.toFixed(1)} s |`;
}

const load = loadavg()[0]!.toFixed(1);
const results = [
  await timeImport('embedded (PGlite)', await openPglite()),
  await timeImport('PostgreSQL', await openPostgres(await recreateDatabase('bench_csv_import'))),
];
console.log(`CSV import, ${new Date().toISOString()}, load ${load}\n`);
console.log('| database | rows | new products | import (one transaction) |\n|---|---|---|---|');
console.log(results.join('\n'));
