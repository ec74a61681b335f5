import type { Database } from '../../db/client';

/** Reads of the loyalty balance and its ledger (the writes belong to checkout and orders). */
export function createLoyaltyRepository(database: Database) {
  return {
    async points(userId: string) {
      const [row] = await database.query<{ total_points: number; lifetime_points: number; tier_level: string }>(
        'select total_points, lifetime_points, tier_level from user_loyalty_points where user_id = $1',
        [userId],
      );
      return row;
    },

    async ledger(userId: string, limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        database.query<{
          id: string;
          points: number;
          reason: string;
          order_id: string | null;
          order_number: string | null;
          created_at: Date | string;
        }>(
          `select l.id, l.points, l.reason, l.order_id, o.order_number, l.created_at
           from loyalty_ledger l left join orders o on o.id = l.order_id
           where l.user_id = $1 order by l.created_at desc, l.id desc limit $2 offset $3`,
          [userId, limit, offset],
        ),
        database.query<{ total: number }>('select count(*)::int as total from loyalty_ledger where user_id = $1', [
          userId,
        ]),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
