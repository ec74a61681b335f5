import type { Database } from '../client';
import { seedDemoAccounts } from './demo-accounts';
import { generateDemoCatalog } from './demo-catalog';
import { insertCatalog } from './seed-catalog';
import { seedPromos } from './seed-promos';

/** First start on an empty database gets the demo shop; a database with a catalog is left alone. */
export async function seedIfEmpty(database: Database, options: { demoData: boolean }): Promise<'seeded' | 'kept'> {
  if (!options.demoData) return 'kept';
  // Separate from the catalog check so a database seeded before accounts existed still gets them.
  await seedDemoAccounts(database);
  await seedPromos(database);
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from categories');
  if ((row?.n ?? 0) > 0) return 'kept';
  await database.db.transaction((tx) => insertCatalog(tx as never, generateDemoCatalog()));
  return 'seeded';
}
