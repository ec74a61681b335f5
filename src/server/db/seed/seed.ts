import type { Database } from '../client';
import { seedDemoAccounts } from './demo-accounts';
import { generateDemoCatalog } from './demo-catalog';
import { insertCatalog } from './seed-catalog';
import { seedDemoOrders } from './seed-demo-orders';
import { seedDemoSubscriptions } from './seed-demo-subscriptions';
import { seedPromos } from './seed-promos';
import { seedThursdaySale } from './seed-thursday-sale';
import { seedArticles } from './seed-articles';
import { seedRecipes } from './seed-recipes';

/**
 * First start on an empty database gets the demo shop; a database with a catalog keeps it. The demo
 * accounts, promo codes, the demo shopper's past orders and Subscribe & Save boxes are each added when missing.
 */
export async function seedIfEmpty(
  database: Database,
  options: { demoData: boolean; orderPrefix?: 'US' | 'GO' },
): Promise<'seeded' | 'kept'> {
  if (!options.demoData) return 'kept';
  // Separate from the catalog check so a database seeded before accounts existed still gets them.
  await seedDemoAccounts(database);
  await seedPromos(database);
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from categories');
  const empty = (row?.n ?? 0) === 0;
  if (empty) await database.db.transaction((tx) => insertCatalog(tx as never, generateDemoCatalog()));
  await seedDemoOrders(database, { orderPrefix: options.orderPrefix });
  await seedDemoSubscriptions(database);
  await seedThursdaySale(database);
  // After the catalog: each ingredient is linked to a product of this catalog.
  await seedRecipes(database);
  await seedArticles(database);
  return empty ? 'seeded' : 'kept';
}
