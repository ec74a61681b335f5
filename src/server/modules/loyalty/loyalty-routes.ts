import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type LoyaltyDto,
  loyaltyDto,
  loyaltyHistoryQuery,
  loyaltySessionType,
  PERKS,
  tierFor,
  tierProgress,
} from '../../../shared/loyalty';
import type { Database } from '../../db/client';
import { errorReply } from '../../http-schemas';
import { requireUser } from '../../plugins/auth-session';
import { createLoyaltyRepository } from './loyalty-repository';

/** GET /api/loyalty: the signed-in shopper's balance, tier, progress and dated history (spec section 7). */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repository = createLoyaltyRepository(database);
  app.get(
    '/loyalty',
    {
      schema: {
        tags: ['loyalty'],
        querystring: loyaltyHistoryQuery,
        response: { 200: loyaltyDto, 400: errorReply, 401: errorReply },
      },
    },
    async (request): Promise<LoyaltyDto> => {
      const user = await requireUser(request);
      const { page, pageSize } = request.query;
      const [points, ledger] = await Promise.all([
        repository.points(user.id),
        repository.ledger(user.id, pageSize, (page - 1) * pageSize),
      ]);
      const lifetime = points?.lifetime_points ?? 0;
      const tier = tierFor(lifetime);
      const sessionType = loyaltySessionType(true, tier);
      return {
        balance: points?.total_points ?? 0,
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
  );
};
