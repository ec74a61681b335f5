import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { generateDemoCatalog, type DemoCatalog } from '../db/seed/demo-catalog';
import { insertCatalog } from '../db/seed/seed-catalog';
import { Readiness } from '../modules/health/readiness';
import { createTestDatabase } from './test-database';

export interface TestShop {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  catalog: DemoCatalog;
  close(): Promise<void>;
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

/** The real app on a fresh database holding a small generated catalog; one per test file. */
export async function createTestShop(options: { productCount?: number } = {}): Promise<TestShop> {
  const database = await createTestDatabase();
  const catalog = generateDemoCatalog({ seed: 7, productCount: options.productCount ?? 300 });
  await insertCatalog(database.db, catalog);
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent-web-build' });
  const app = await buildReadyApp(config, database);
  return {
    app,
    database,
    catalog,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
