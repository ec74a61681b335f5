import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { shopperHistoryRoutes } from './history/shopper-history-routes';
import { loyaltyRoutes } from './loyalty/loyalty-routes';
import { noticePreferencesRoutes } from './notices/notice-preferences-routes';
import { promosRoutes } from './promos/promos-routes';
import { wishlistRoutes } from './wishlist/wishlist-routes';

/**
 * The shopper's account extras (wishlist, loyalty, my promos, recently viewed, buy again)
 * and the live-notice choices, registered together so app.ts holds one line for them.
 */
export async function registerAccountExtras(app: FastifyInstance, deps: { database: Database }) {
  await app.register(wishlistRoutes, { prefix: '/api', database: deps.database });
  await app.register(loyaltyRoutes, { prefix: '/api', database: deps.database });
  await app.register(promosRoutes, { prefix: '/api', database: deps.database });
  await app.register(shopperHistoryRoutes, { prefix: '/api', database: deps.database });
  await app.register(noticePreferencesRoutes, { prefix: '/api', database: deps.database });
}
