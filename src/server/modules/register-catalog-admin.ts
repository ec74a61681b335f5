import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { categoryImageRoutes } from './catalog/category-image-routes';
import { productImagesRoutes } from './catalog/product-images-routes';
import { productsAdminRoutes } from './catalog/products-admin-routes';
import { taxonomyAdminRoutes } from './catalog/taxonomy-admin-routes';
import { bannersAdminRoutes } from './content/banners-admin-routes';
import { createMediaStore } from './media/media-store';
import { mediaRoutes } from './media/media-routes';
import { promosAdminRoutes } from './promos/promos-admin-routes';
import { thursdaySaleRoutes } from './catalog/thursday-sale-routes';

/**
 * The staff catalog tools (products, categories and brands, promos, banners), each in its own area's module,
 * registered together so app.ts holds one line for them. All sit under /api/admin and its guard.
 */
export async function registerCatalogAdmin(app: FastifyInstance, deps: { database: Database; config: Config }) {
  await app.register(productsAdminRoutes, { prefix: '/api', database: deps.database });
  await app.register(taxonomyAdminRoutes, { prefix: '/api', database: deps.database });
  await app.register(promosAdminRoutes, { prefix: '/api', database: deps.database });
  // The Thursday sale: staff pick it under /api/admin, shoppers read its shelf at /api/deals/thursday-sale.
  await app.register(thursdaySaleRoutes, { prefix: '/api', database: deps.database });
  await app.register(bannersAdminRoutes, { prefix: '/api', database: deps.database });
  // Uploaded images: kept on disk or in an S3-compatible bucket (MEDIA_STORE), served under /media.
  const store = createMediaStore(deps.config.mediaStore, deps.config.dataDir);
  await app.register(mediaRoutes, { store });
  await app.register(async (uploads) => {
    // The only scope that parses multipart bodies. Busboy would quietly cut "../../x.jpg" down to "x.jpg";
    // keeping the name lets a path-bearing upload be refused (a per-request preservePath does not reach
    // busboy in @fastify/multipart 10).
    await uploads.register(fastifyMultipart, { preservePath: true });
    await uploads.register(productImagesRoutes, { database: deps.database, store });
    await uploads.register(categoryImageRoutes, { database: deps.database, store });
  });
}
