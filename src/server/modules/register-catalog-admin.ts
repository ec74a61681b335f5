import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { productsAdminRoutes } from './catalog/products-admin-routes';
import { bannersAdminRoutes } from './content/banners-admin-routes';
import { promosAdminRoutes } from './promos/promos-admin-routes';

/**
 * The staff catalog tools of issue 13 (products, promos, banners), each in its own area's module,
 * registered together so app.ts holds one line for them. All sit under /api/admin and its guard.
 */
export async function registerCatalogAdmin(app: FastifyInstance, deps: { database: Database }) {
  await app.register(productsAdminRoutes, { prefix: '/api', database: deps.database });
  await app.register(promosAdminRoutes, { prefix: '/api', database: deps.database });
  await app.register(bannersAdminRoutes, { prefix: '/api', database: deps.database });
}
