import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { productImagesRoutes } from './catalog/product-images-routes';
import { productsAdminRoutes } from './catalog/products-admin-routes';
import { taxonomyAdminRoutes } from './catalog/taxonomy-admin-routes';
import { bannersAdminRoutes } from './content/banners-admin-routes';
import { promosAdminRoutes } from './promos/promos-admin-routes';
import { thursdaySaleRoutes } from './catalog/thursday-sale-routes';

/**
 * The staff catalog tools of issue 13 (products, categories and brands, promos, banners), each in its own area's module,
 * registered together so app.ts holds one line for them. All sit under /api/admin and its guard.
 */
export async function registerCatalogAdmin(app: FastifyInstance, deps: { database: Database; config: Config }) {
  await app.register(productsAdminRoutes, { prefix: '/api', database: deps.database });
  await app.register(taxonomyAdminRoutes, { prefix: '/api', database: deps.database });
  await app.register(promosAdminRoutes, { prefix: '/api', database: deps.database });
  // The Thursday sale: staff pick it under /api/admin, shoppers read its shelf at /api/deals/thursday-sale.
  await app.register(thursdaySaleRoutes, { prefix: '/api', database: deps.database });
  await app.register(bannersAdminRoutes, { prefix: '/api', database: deps.database });
  // Uploads under /api/admin and the public /media files they make.
  await app.register(productImagesRoutes, { database: deps.database, dataDir: deps.config.dataDir });
}
