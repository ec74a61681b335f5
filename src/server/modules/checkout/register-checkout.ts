import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { startScheduler } from '../../jobs/scheduler';
import { createAccountRepository } from '../account/account-repository';
import { createAccountService } from '../account/account-service';
import { ordersAdminRoutes } from '../orders/orders-admin-routes';
import { createOrdersBulk } from '../orders/orders-bulk-service';
import { createOrdersAdminService } from '../orders/orders-admin-service';
import { ordersRoutes } from '../orders/orders-routes';
import { createOrdersService } from '../orders/orders-service';
import { paymentsRoutes } from '../payments/payments-routes';
import { createPaymentsService } from '../payments/payments-service';
import { createPromoGuessThrottle } from '../promos/promo-guess-throttle';
import { promosRepository } from '../promos/promos-repository';
import { createThrottle } from '../throttle/throttle';
import { checkoutRoutes } from './checkout-routes';
import { createCheckoutService } from './checkout-service';

/** Checkout, orders, payments and promos share their services; this wires them and the order jobs. */
export async function registerCheckout(
  app: FastifyInstance,
  deps: { config: Config; database: Database; mailer: Mailer },
) {
  const { config, database, mailer } = deps;
  const orders = createOrdersService({
    database,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    stripe: config.stripe,
  });
  const payments = createPaymentsService({ database, config, orders, log: app.log });
  const accounts = createAccountService(createAccountRepository(database));
  const checkout = createCheckoutService({ database, config, orders, payments, accounts });
  const promoGuesses = createPromoGuessThrottle(createThrottle(database), (code) =>
    promosRepository.exists(database, code),
  );
  await app.register(checkoutRoutes, { prefix: '/api', checkout, payments, promoGuesses });
  await app.register(ordersRoutes, { prefix: '/api', orders, payments });
  await app.register(ordersAdminRoutes, {
    prefix: '/api',
    orders,
    ordersAdmin: createOrdersAdminService(database),
    bulk: createOrdersBulk(database, orders),
  });
  await app.register(paymentsRoutes, { prefix: '/api', payments });
  if (config.jobsEnabled) {
    const scheduler = startScheduler({ database, orders, log: app.log, metrics: app.metrics });
    app.addHook('onClose', async () => scheduler.stop());
  }
  return { orders, payments, checkout };
}
