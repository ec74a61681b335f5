import { promosRepository } from '../../modules/promos/promos-repository';
import type { Database } from '../client';
import { DEMO_SHOPPER } from './demo-accounts';

/** The demo promo codes and the demo shopper's loyalty points; kept when already there. */
export const DEMO_PROMOS = [
  {
    code: 'WELCOME10',
    description: '10% off your first order',
    kind: 'percent',
    percentOff: 10,
    minSubtotalCents: 5_000,
    perUserLimit: 1,
    firstOrderOnly: true,
  },
  { code: 'FREEDEL', description: 'Free standard delivery', kind: 'free_delivery', minSubtotalCents: 5_000 },
  {
    code: 'THURSDAY20',
    description: '20% off on Thursdays, orders of $75 or more',
    kind: 'percent',
    percentOff: 20,
    minSubtotalCents: 7_500,
    weekday: 4,
  },
  {
    code: 'GOLD15',
    description: '15% off for Gold and Platinum members, orders of $60 or more',
    kind: 'percent',
    percentOff: 15,
    minSubtotalCents: 6_000,
    minTier: 'gold',
  },
] as const;

export async function seedPromos(database: Database, options: { demoShopperPoints?: number } = {}) {
  for (const promo of DEMO_PROMOS) await promosRepository.upsertSeed(database, promo);
  await database.query(
    // The ledger is the source of truth for the history page, so the starting points get their row too.
    `with given as (
       insert into user_loyalty_points (user_id, total_points, lifetime_points, tier_level)
       select id, $2::int, $2::int, case when $2::int >= 5000 then 'platinum' when $2::int >= 1000 then 'gold' else 'bronze' end
       from users where email = $1::text on conflict (user_id) do nothing returning user_id, total_points)
     insert into loyalty_ledger (user_id, points, reason) select user_id, total_points, 'welcome' from given`,
    [DEMO_SHOPPER.email, options.demoShopperPoints ?? 1_250],
  );
}
