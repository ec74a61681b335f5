import { LOYALTY_POINTS_PER_DOLLAR } from '../../../shared/order-totals';
import type { Executor } from '../../db/executor';

/** A point's worth at checkout, in cents (100 points = $1). */
const CENTS_PER_POINT = 100 / LOYALTY_POINTS_PER_DOLLAR;

export interface Clawback {
  /** Points taken back for the refunded goods (ledger `refunded`). */
  points: number;
  /** Of those, the ones the shopper had already spent: paid for out of the refund instead (ledger `recovered`). */
  spentPoints: number;
  /** What the spent points are worth: kept from the money refunded. */
  keptCents: number;
}

/**
 * The one clawback rule for points earned on an order that is later refunded (docs/security.md "Loyalty"):
 * a refund takes back the points the refunded goods earned, in proportion (all that is left of them on
 * the last refund). What the balance still holds comes off the balance; points the shopper has already
 * spent cannot, so their checkout value is kept from the money refunded. The balance never goes below
 * zero, and the shopper never keeps both the refund and what the points bought.
 *
 * The ledger shows both halves (−all the points as `refunded`, +the spent ones as `recovered`), so it
 * still adds up to the balance and a later refund of the same order never takes the same points twice.
 * Runs inside the refund's transaction, before the payment provider is called with the amount.
 */
export async function clawBackRefundedPoints(
  tx: Executor,
  order: { id: string; user_id: string; subtotal_cents: number },
  goods: number | 'rest',
): Promise<Clawback> {
  const none = { points: 0, spentPoints: 0, keptCents: 0 };
  const [ledger] = await tx.query<{ earned: number; taken: number }>(
    `select coalesce(sum(points) filter (where reason = 'earned'), 0)::int as earned,
            coalesce(-sum(points) filter (where reason = 'refunded'), 0)::int as taken
     from loyalty_ledger where order_id = $1`,
    [order.id],
  );
  const earned = ledger?.earned ?? 0;
  const left = earned - (ledger?.taken ?? 0);
  if (left <= 0) return none;
  const points =
    goods === 'rest' ? left : Math.min(left, Math.floor((earned * goods) / Math.max(1, order.subtotal_cents)));
  if (points <= 0) return none;

  const [account] = await tx.query<{ total_points: number }>(
    'select total_points from user_loyalty_points where user_id = $1 for update',
    [order.user_id],
  );
  const fromBalance = Math.min(account?.total_points ?? 0, points);
  const spentPoints = points - fromBalance;
  await tx.query(
    `update user_loyalty_points set total_points = total_points - $2,
       lifetime_points = greatest(0, lifetime_points - $3),
       tier_level = case when greatest(0, lifetime_points - $3) >= 5000 then 'platinum'
                         when greatest(0, lifetime_points - $3) >= 1000 then 'gold' else 'bronze' end,
       updated_at = now()
     where user_id = $1`,
    [order.user_id, fromBalance, points],
  );
  await tx.query(
    `insert into loyalty_ledger (user_id, order_id, points, reason)
     select $1::uuid, $2::uuid, r.points, r.reason
     from (values (-$3::int, 'refunded'), ($4::int, 'recovered')) as r(points, reason) where r.points <> 0`,
    [order.user_id, order.id, points, spentPoints],
  );
  return { points, spentPoints, keptCents: spentPoints * CENTS_PER_POINT };
}
