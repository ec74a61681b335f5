import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRepository } from '../../modules/checkout/checkout-repository';
import { priceBox } from '../../modules/subscriptions/box-pricing';
import { subscriptionsRepository } from '../../modules/subscriptions/subscriptions-repository';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '../client';
import { DEMO_SHOPPER } from './demo-accounts';
import { seedIfEmpty } from './seed';
import { seedDemoSubscriptions } from './seed-demo-subscriptions';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database, { demoData: true });
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('demo subscriptions', () => {
  it('give the demo shopper a weekly box and a paused monthly one that checkout would accept, once', async () => {
    await seedDemoSubscriptions(database);
    const [user] = await database.query<{ id: string }>('select id from users where email = $1', [DEMO_SHOPPER.email]);
    const subs = await subscriptionsRepository.listForUser(database, user!.id);
    expect(subs.map((s) => [s.frequency, s.status])).toEqual([
      ['weekly', 'active'],
      ['monthly', 'paused'],
    ]);
    const zone = await checkoutRepository.zone(database, '75038');
    for (const s of subs) {
      const lines = await subscriptionsRepository.boxLines(database, [s.id]);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(priceBox(lines, zone, 'TX', 0).problems).toEqual([]);
    }
  });
});
