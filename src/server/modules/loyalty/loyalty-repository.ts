import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { userLoyaltyPoints } from '../../db/schema/index';

export type PointsRow = Pick<typeof userLoyaltyPoints.$inferSelect, 'totalPoints' | 'lifetimePoints' | 'tierLevel'>;

export interface LedgerRow {
  id: string;
  points: number;
  reason: string;
  order_id: string | null;
  order_number: string | null;
  created_at: Date | string;
}

/**
 * The loyalty balance and its ledger: the shopper's reads, the refund clawback's writes
 * (loyalty-clawback.ts) and store credit (a resolved order report); points earned, redeemed and given
 * back are written by checkout and orders.
 */
export const loyaltyRepository = {
  async points(ex: Executor, userId: string): Promise<PointsRow | undefined> {
    const [row] = await ex.db
      .select({
        totalPoints: userLoyaltyPoints.totalPoints,
        lifetimePoints: userLoyaltyPoints.lifetimePoints,
        tierLevel: userLoyaltyPoints.tierLevel,
      })
      .from(userLoyaltyPoints)
      .where(eq(userLoyaltyPoints.userId, userId));
    return row;
  },

  async ledger(ex: Executor, userId: string, limit: number, offset: number) {
    const [rows, [count]] = await Promise.all([
      ex.query<LedgerRow>(
        `select l.id, l.points, l.reason, l.order_id, o.order_number, l.created_at
         from loyalty_ledger l left join orders o on o.id = l.order_id
         where l.user_id = $1 order by l.created_at desc, l.id desc limit $2 offset $3`,
        [userId, limit, offset],
      ),
      ex.query<{ total: number }>('select count(*)::int as total from loyalty_ledger where user_id = $1', [userId]),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  /** What the order earned, and how much of that refunds have already taken back. */
  async earnedAndTaken(ex: Executor, orderId: string): Promise<{ earned: number; taken: number }> {
    const [row] = await ex.query<{ earned: number; taken: number }>(
      `select coalesce(sum(points) filter (where reason = 'earned'), 0)::int as earned,
              coalesce(-sum(points) filter (where reason = 'refunded'), 0)::int as taken
       from loyalty_ledger where order_id = $1`,
      [orderId],
    );
    return { earned: row?.earned ?? 0, taken: row?.taken ?? 0 };
  },

  /** Whether the order has earned its points already (they are earned once). */
  async hasEarned(ex: Executor, orderId: string): Promise<boolean> {
    const [row] = await ex.query<{ n: number }>(
      `select count(*)::int as n from loyalty_ledger where order_id = $1 and reason = 'earned'`,
      [orderId],
    );
    return Boolean(row?.n);
  },

  /** The shopper's balance, locked until the transaction ends (0 without an account). */
  async lockBalance(tx: Executor, userId: string): Promise<number> {
    const [row] = await tx.query<{ total_points: number }>(
      'select total_points from user_loyalty_points where user_id = $1 for update',
      [userId],
    );
    return row?.total_points ?? 0;
  },

  /** Store credit: points added to the balance (not to the lifetime that sets the tier), with its ledger row. */
  async addCredit(tx: Executor, userId: string, orderId: string, points: number) {
    await tx.query(
      `insert into user_loyalty_points (user_id, total_points, lifetime_points, tier_level) values ($1, $2, 0, 'bronze')
       on conflict (user_id) do update set total_points = user_loyalty_points.total_points + $2, updated_at = now()`,
      [userId, points],
    );
    await tx.query(`insert into loyalty_ledger (user_id, order_id, points, reason) values ($1, $2, $3, 'credit')`, [
      userId,
      orderId,
      points,
    ]);
  },

  /**
   * A refund's clawback: `fromBalance` points off the balance, `points` off the lifetime total (the
   * tier follows it), and the ledger's two rows (−points `refunded`, +spentPoints `recovered`).
   */
  async clawBack(
    tx: Executor,
    userId: string,
    orderId: string,
    clawback: { points: number; fromBalance: number; spentPoints: number },
  ) {
    await tx.query(
      `update user_loyalty_points set total_points = total_points - $2,
         lifetime_points = greatest(0, lifetime_points - $3),
         tier_level = case when greatest(0, lifetime_points - $3) >= 5000 then 'platinum'
                           when greatest(0, lifetime_points - $3) >= 1000 then 'gold' else 'bronze' end,
         updated_at = now()
       where user_id = $1`,
      [userId, clawback.fromBalance, clawback.points],
    );
    await tx.query(
      `insert into loyalty_ledger (user_id, order_id, points, reason)
       select $1::uuid, $2::uuid, r.points, r.reason
       from (values (-$3::int, 'refunded'), ($4::int, 'recovered')) as r(points, reason) where r.points <> 0`,
      [userId, orderId, clawback.points, clawback.spentPoints],
    );
  },
};
