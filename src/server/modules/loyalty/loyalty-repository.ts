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

/** Reads of the loyalty balance and its ledger (the writes belong to checkout and orders). */
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
};
