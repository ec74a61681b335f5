import { type LoyaltyDto, loyaltySessionType, PERKS, tierFor, tierProgress } from '../../../shared/loyalty';
import type { Database } from '../../db/client';
import { loyaltyRepository } from './loyalty-repository';

/** The shopper's balance, tier, progress and dated history (spec section 7). */
export function createLoyaltyService(database: Database) {
  return {
    async summary(userId: string, page: number, pageSize: number): Promise<LoyaltyDto> {
      const [points, ledger] = await Promise.all([
        loyaltyRepository.points(database, userId),
        loyaltyRepository.ledger(database, userId, pageSize, (page - 1) * pageSize),
      ]);
      const lifetime = points?.lifetimePoints ?? 0;
      const tier = tierFor(lifetime);
      const sessionType = loyaltySessionType(true, tier);
      return {
        balance: points?.totalPoints ?? 0,
        lifetimePoints: lifetime,
        tier,
        sessionType,
        next: tierProgress(lifetime),
        perks: PERKS[sessionType],
        history: {
          entries: ledger.rows.map((r) => ({
            id: r.id,
            points: r.points,
            reason: r.reason,
            orderId: r.order_id,
            orderNumber: r.order_number,
            createdAt: new Date(r.created_at).toISOString(),
          })),
          total: ledger.total,
          page,
          pageSize,
        },
      };
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
