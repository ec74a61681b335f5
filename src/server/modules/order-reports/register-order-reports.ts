import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { createMediaStore } from '../media/media-store';
import type { OrdersService } from '../orders/orders-service';
import { orderReportsRoutes } from './order-reports-routes';
import { createOrderReportsService } from './order-reports-service';

/** "Report a problem": the shopper's form on a delivered order and staff's resolution from the inbox. */
export async function registerOrderReports(
  app: FastifyInstance,
  deps: { config: Config; database: Database; mailer: Mailer; orders: OrdersService },
) {
  // The same media store as the admin uploads (disk under DATA_DIR or the S3 bucket).
  const store = createMediaStore(deps.config.mediaStore, deps.config.dataDir);
  const reports = createOrderReportsService({
    database: deps.database,
    mailer: deps.mailer,
    orders: deps.orders,
    store,
    shopInboxEmail: deps.config.shopInboxEmail,
    publicUrl: deps.config.publicUrl,
    log: app.log,
  });
  await app.register(orderReportsRoutes, { prefix: '/api', reports, store });
}
