import type { Database } from '../client';
import { addresses } from '../schema/index';
import { createPasswordUser } from '../../modules/auth/user-accounts';

/** The two demo accounts of PRODUCT.md; the README states their credentials. */
export const DEMO_SHOPPER = { email: 'shopper@demo.test', password: 'Shopper#2026', fullName: 'Priya Sharma' } as const;
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Admin#2026!', fullName: 'Store Manager' } as const;

/** Seeds the demo accounts into a database that has no users yet; returns whether it did. */
export async function seedDemoAccounts(database: Database): Promise<boolean> {
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from users');
  if ((row?.n ?? 0) > 0) return false;
  const shopperId = await createPasswordUser(database, {
    ...DEMO_SHOPPER,
    phone: '(972) 555-0138',
    emailVerified: true,
  });
  await database.db.insert(addresses).values({
    userId: shopperId,
    label: 'Home',
    street: '7600 N MacArthur Blvd',
    street2: 'Apt 1204',
    city: 'Irving',
    state: 'TX',
    zipCode: '75038',
    isDefault: true,
  });
  await createPasswordUser(database, { ...DEMO_ADMIN, role: 'super_admin', emailVerified: true });
  return true;
}
