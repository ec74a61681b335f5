import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import type { OrdersService } from '../orders/orders-service';
import type { PaymentsService } from '../payments/payments-service';
import type { SearchIndexSync } from '../search/search-index-sync';
import { createSearchRepository } from '../search/search-repository';
import { createSearchService } from '../search/search-service';
import { startSubscriptionJob } from './subscription-job';
import { createSubscriptionRunner } from './subscription-runner';
import { subscriptionsAdminRoutes } from './subscriptions-admin-routes';
import { subscriptionsRoutes } from './subscriptions-routes';
import { createSubscriptionsService } from './subscriptions-service';
import { subscriptionsTestClockRoutes } from './subscriptions-test-clock-routes';

/** Subscribe & Save: the shopper's and staff's routes, and the scheduler that makes the boxes' orders. */
export async function registerSubscriptions(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    mailer: Mailer;
    orders: OrdersService;
    payments: PaymentsService;
    searchSync: SearchIndexSync;
  },
) {
  const { config, database, mailer, orders, payments, searchSync } = deps;
  // The box's product search ranks with the shop's own search (the shared index), as /api/search does.
  const search = createSearchService(createSearchRepository(database), () => searchSync.index());
  const subscriptions = createSubscriptionsService({
    database,
    config,
    mailer,
    log: app.log,
    paymentMode: payments.mode,
  });
  const runner = createSubscriptionRunner({ database, config, orders, mailer, log: app.log });
  await app.register(subscriptionsRoutes, {
    prefix: '/api',
    subscriptions,
    searchBox: async (query) => {
      await searchSync.ready;
      return search.search(query);
    },
  });
  await app.register(subscriptionsAdminRoutes, { prefix: '/api', database, subscriptions });
  // Tests and e2e only (CLOCK_OVERRIDE, refused in production): run the scheduler as of the request's clock.
  if (config.clockOverride) await app.register(subscriptionsTestClockRoutes, { prefix: '/api', runner });
  if (config.jobsEnabled) {
    const job = startSubscriptionJob({ runner, log: app.log, metrics: app.metrics });
    app.addHook('onClose', async () => job.stop());
  }
  return { runner };
}
