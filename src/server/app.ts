import fastifyMultipart from '@fastify/multipart';
import { startScheduler } from './jobs/scheduler';
import { createAccountService } from './modules/account/account-service';
import { categoryImageRoutes } from './modules/catalog/category-image-routes';
import { productImagesRoutes } from './modules/catalog/product-images-routes';
import { productsAdminRoutes } from './modules/catalog/products-admin-routes';
import { taxonomyAdminRoutes } from './modules/catalog/taxonomy-admin-routes';
import { thursdaySaleRoutes } from './modules/catalog/thursday-sale-routes';
import { chatAdminRoutes } from './modules/chat/chat-admin-routes';
import { createChatAnswerSources } from './modules/chat/chat-answer-sources';
import { chatRoutes } from './modules/chat/chat-routes';
import { createChatService } from './modules/chat/chat-service';
import { checkoutRoutes } from './modules/checkout/checkout-routes';
import { createCheckoutService } from './modules/checkout/checkout-service';
import { bannersAdminRoutes } from './modules/content/banners-admin-routes';
import { shopperHistoryRoutes } from './modules/history/shopper-history-routes';
import { inquiriesAdminRoutes } from './modules/inquiries/inquiries-admin-routes';
import { inquiriesRoutes } from './modules/inquiries/inquiries-routes';
import { createInquiriesService } from './modules/inquiries/inquiries-service';
import { createSenderCopies } from './modules/inquiries/sender-copies';
import { loyaltyRoutes } from './modules/loyalty/loyalty-routes';
import { mediaRoutes } from './modules/media/media-routes';
import { createMediaStore } from './modules/media/media-store';
import { noticePreferencesRoutes } from './modules/notices/notice-preferences-routes';
import { orderReportsRoutes } from './modules/order-reports/order-reports-routes';
import { createOrderReportsService } from './modules/order-reports/order-reports-service';
import { ordersAdminRoutes } from './modules/orders/orders-admin-routes';
import { createOrdersAdminService } from './modules/orders/orders-admin-service';
import { createOrdersBulk } from './modules/orders/orders-bulk-service';
import { ordersRoutes } from './modules/orders/orders-routes';
import { createOrdersService } from './modules/orders/orders-service';
import { paymentsRoutes } from './modules/payments/payments-routes';
import { createPaymentsService } from './modules/payments/payments-service';
import { createPromoGuessThrottle } from './modules/promos/promo-guess-throttle';
import { promosAdminRoutes } from './modules/promos/promos-admin-routes';
import { promosRoutes } from './modules/promos/promos-routes';
import { createSearchService } from './modules/search/search-service';
import { createSubscriptionRunner } from './modules/subscriptions/subscription-runner';
import { startSubscriptionJob } from './modules/subscriptions/subscription-job';
import { subscriptionsAdminRoutes } from './modules/subscriptions/subscriptions-admin-routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions-routes';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions-service';
import { subscriptionsTestClockRoutes } from './modules/subscriptions/subscriptions-test-clock-routes';
import { createThrottle } from './modules/throttle/throttle';
import { wishlistRoutes } from './modules/wishlist/wishlist-routes';
import { createStaffService } from './modules/auth/staff-service';
import { authRoutes } from './modules/auth/auth-routes';
import { staffRoutes } from './modules/auth/staff-routes';
import { outboxRoutes } from './email/outbox-routes';
import { createCustomersAdminService } from './modules/account/customers-admin-service';
import { createAuditLogService } from './modules/admin/audit-log-service';
import { ViewCounter } from './modules/catalog/view-counter';
import { createCatalogService } from './modules/catalog/catalog-service';
import { createProductsAdminService } from './modules/catalog/products-admin-service';
import { createProductsCsvService } from './modules/catalog/products-csv-service';
import { createProductsBulk } from './modules/catalog/products-bulk-service';
import { createTaxonomyAdminService } from './modules/catalog/taxonomy-admin-service';
import { createThursdaySaleService } from './modules/catalog/thursday-sale-service';
import { createPromosAdminService } from './modules/promos/promos-admin-service';
import { createBannersAdminService } from './modules/content/banners-admin-service';
import { createDeliveryService } from './modules/delivery/delivery-service';
import { createCartService } from './modules/cart/cart-service';
import { createCartListsService } from './modules/cart/cart-lists-service';
import { cartListRoutes } from './modules/cart/cart-lists-routes';
import { createWishlistService } from './modules/wishlist/wishlist-service';
import { createLoyaltyService } from './modules/loyalty/loyalty-service';
import { createChatAdminService } from './modules/chat/chat-admin-service';
import { createBlogService } from './modules/blog/blog-service';
import { createBlogAdminService } from './modules/blog/blog-admin-service';
import { createDashboardService } from './modules/admin/dashboard-service';
import { createOutboxService } from './email/outbox-service';
import { createPromosService } from './modules/promos/promos-service';
import { createContentService } from './modules/content/content-service';
import { createShopperHistoryService } from './modules/history/shopper-history-service';
import { createNoticesService } from './modules/notices/notices-service';
import { createSubscriptionsAdminService } from './modules/subscriptions/subscriptions-admin-service';
import { createSeoService } from './modules/seo/seo-service';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { artRoutes } from './modules/catalog/art-routes';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import type { CatalogCacheOptions } from './modules/catalog/catalog-service';
import { deliveryRoutes } from './modules/delivery/delivery-routes';
import { contentRoutes } from './modules/content/content-routes';
import { healthRoutes } from './modules/health/health-routes';
import { Readiness } from './modules/health/readiness';
import { searchRoutes, startSharedSearchIndex } from './modules/search/search-routes';
import type { Mailer } from './email/mailer';
import { registerRequestClock } from './lib/clock';
import { accountRoutes } from './modules/account/account-routes';
import { customersAdminRoutes } from './modules/account/customers-admin-routes';
import { auditLogRoutes } from './modules/admin/audit-log-routes';
import { cartRoutes } from './modules/cart/cart-routes';
import { realtimeRoutes } from './realtime/realtime-routes';
import { registerAuth } from './plugins/auth';
import { dashboardRoutes } from './modules/admin/dashboard-routes';
import { recipesAdminRoutes } from './modules/recipes/recipes-admin-routes';
import { recipesRoutes } from './modules/recipes/recipes-routes';
import { blogAdminRoutes } from './modules/blog/blog-admin-routes';
import { blogRoutes } from './modules/blog/blog-routes';
import { createRecipesService } from './modules/recipes/recipes-service';
import { seoRoutes } from './modules/seo/seo-routes';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { registerApiDocs } from './plugins/api-docs';
import { registerOriginCheck } from './plugins/origin-check';
import { registerRequestId, requestIdOptions, withRequestIdInLogs } from './plugins/request-id';
import { registerTextInputCheck } from './plugins/text-input';
import { registerCompression } from './plugins/compression';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { SERVER_RENDER_HEADER } from './plugins/server-render';
import { registerWebApp } from './plugins/web-app';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests turn the short-lived catalog caches off to see every change at once. */
  catalogCache?: CatalogCacheOptions;
  logger?: FastifyServerOptions['logger'];
  /** Tests may stand in a mailer; otherwise SMTP_URL decides between SMTP and the outbox. */
  mailer?: Mailer;
  /** main.ts's start-up and shutdown state, which /readyz reports; when omitted, ready once search is. */
  readiness?: Readiness;
}

/** Builds the whole API and web server without listening: main.ts listens, tests call app.inject. */
export async function buildApp({ config, database, catalogCache, logger = false, mailer, readiness }: AppDeps) {
  const app = Fastify({
    logger: typeof logger === 'object' ? withRequestIdInLogs(logger) : logger,
    ...requestIdOptions(config.trustProxyHops),
    // Only the configured number of proxy hops may set the client address; by default nobody can.
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    // One log line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerRequestId(app);
  registerErrorHandler(app);
  registerRequestClock(app, { override: config.clockOverride });
  registerOriginCheck(app, config);
  registerTextInputCheck(app);
  registerMetrics(app, createMetrics(database));
  app.addHook('onResponse', async (request, reply) => {
    if (request.url === '/healthz' || request.url === '/readyz' || request.headers[SERVER_RENDER_HEADER]) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  registerSecurityHeaders(app, config);
  await registerCompression(app);

  await registerApiDocs(app);

  // Always one, so the search index holds /readyz at 503 until it is loaded, whoever built the app.
  const appReadiness = readiness ?? new Readiness();
  await app.register(healthRoutes, { database, readiness: appReadiness });

  // The areas (docs/architecture.md "Adding an area"): each area's block makes its services, once, and
  // registers its route plugins and jobs, in this order; a plugin is handed the services it calls, and an
  // area that uses another's service is handed the same instance. Shopper routes sit under /api, staff
  // routes under /api/admin.
  const store = createMediaStore(config.mediaStore, config.dataDir);
  const senderCopies = createSenderCopies(createThrottle(database));
  const searchSync = startSharedSearchIndex(app, database);
  const search = createSearchService(database, searchSync.index, { log: app.log });

  // Accounts: the session every guard reads, better-auth under /api/auth, /api/me, staff roles, and the
  // developer email outbox outside production
  const auth = await registerAuth(app, { config, database, mailer });
  const shopMailer = auth.mailer;
  await app.register(authRoutes, { prefix: '/api', service: auth });
  await app.register(staffRoutes, { prefix: '/api', staff: createStaffService(database, auth.forgetUser) });
  if (config.env !== 'production') await app.register(outboxRoutes, { outbox: createOutboxService(database) });

  // Account, customers, audit log
  const account = createAccountService(database);
  await app.register(accountRoutes, { prefix: '/api', account });
  await app.register(customersAdminRoutes, { prefix: '/api', customers: createCustomersAdminService(database) });
  await app.register(auditLogRoutes, { prefix: '/api', auditLog: createAuditLogService(database) });

  // Catalog: the shelves, the staff product, category, brand and Thursday-sale tools, product art
  const viewCounter = new ViewCounter(database);
  app.addHook('onClose', () => viewCounter.flush());
  const catalog = createCatalogService(database, viewCounter, catalogCache);
  const products = createProductsAdminService(database);
  const taxonomy = createTaxonomyAdminService(database);
  await app.register(catalogRoutes, { prefix: '/api', catalog });
  await app.register(productsAdminRoutes, {
    prefix: '/api',
    products,
    csv: createProductsCsvService(database),
    bulk: createProductsBulk(database),
  });
  await app.register(taxonomyAdminRoutes, { prefix: '/api', taxonomy });
  await app.register(thursdaySaleRoutes, { prefix: '/api', sale: createThursdaySaleService(database) });
  await app.register(artRoutes, { prefix: '/img', catalog });

  // Promos (the shopper's list and staff's tools) and content (banners, social links)
  await app.register(promosAdminRoutes, { prefix: '/api', promos: createPromosAdminService(database) });
  const promos = createPromosService(database);
  await app.register(promosRoutes, { prefix: '/api', promos });
  await app.register(bannersAdminRoutes, { prefix: '/api', banners: createBannersAdminService(database) });
  await app.register(contentRoutes, { prefix: '/api', content: createContentService(database, config.socialLinks) });

  // Media: uploaded images on disk or in an S3-compatible bucket (MEDIA_STORE), served under /media
  await app.register(mediaRoutes, { store });
  await app.register(async (uploads) => {
    // The only scope that parses multipart bodies. Busboy would quietly cut "../../x.jpg" down to "x.jpg";
    // keeping the name lets a path-bearing upload be refused (a per-request preservePath does not reach
    // busboy in @fastify/multipart 10).
    await uploads.register(fastifyMultipart, { preservePath: true });
    await uploads.register(productImagesRoutes, { products, store });
    await uploads.register(categoryImageRoutes, { taxonomy, store });
  });

  // Delivery, search, cart, live updates
  const delivery = createDeliveryService(database);
  await app.register(deliveryRoutes, { prefix: '/api', delivery });
  await app.register(searchRoutes, { prefix: '/api', search, sync: searchSync, readiness: appReadiness });
  const cart = createCartService(database);
  await app.register(cartRoutes, { prefix: '/api', cart });
  await app.register(cartListRoutes, { prefix: '/api', lists: createCartListsService({ database, cart }) });
  await app.register(realtimeRoutes, { prefix: '/api', database });

  // The shopper's account extras: wishlist, loyalty, recently viewed and buy again, live-notice choices
  await app.register(wishlistRoutes, { prefix: '/api', wishlist: createWishlistService({ database, cart }) });
  await app.register(loyaltyRoutes, { prefix: '/api', loyalty: createLoyaltyService(database) });
  await app.register(shopperHistoryRoutes, { prefix: '/api', history: createShopperHistoryService(database) });
  await app.register(noticePreferencesRoutes, { prefix: '/api', notices: createNoticesService(database) });

  // Orders and payments, and the order jobs (pending-payment expiry and the like)
  const orders = createOrdersService({
    database,
    mailer: shopMailer,
    publicUrl: config.publicUrl,
    log: app.log,
    stripe: config.stripe,
  });
  const payments = createPaymentsService({ database, config, orders, log: app.log });
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

  // Checkout
  const checkout = createCheckoutService({ database, config, orders, payments, accounts: account });
  const promoGuesses = createPromoGuessThrottle(createThrottle(database), promos.exists);
  await app.register(checkoutRoutes, { prefix: '/api', checkout, payments, promoGuesses });

  // Subscribe & Save: routes, and the job that makes the boxes' orders
  const subscriptions = createSubscriptionsService({
    database,
    config,
    mailer: shopMailer,
    log: app.log,
    paymentMode: payments.mode,
  });
  const subscriptionRunner = createSubscriptionRunner({ database, config, orders, mailer: shopMailer, log: app.log });
  await app.register(subscriptionsRoutes, {
    prefix: '/api',
    subscriptions,
    // The box's product search ranks with the shop's own search (the shared index), as /api/search does.
    searchBox: async (query) => {
      await searchSync.ready;
      return search.search(query);
    },
  });
  await app.register(subscriptionsAdminRoutes, {
    prefix: '/api',
    subscriptions,
    staffDesk: createSubscriptionsAdminService({ database, subscriptions }),
  });
  // Tests and e2e only (CLOCK_OVERRIDE, refused in production): run the scheduler as of the request's clock.
  if (config.clockOverride) {
    await app.register(subscriptionsTestClockRoutes, { prefix: '/api', runner: subscriptionRunner });
  }
  if (config.jobsEnabled) {
    const job = startSubscriptionJob({ runner: subscriptionRunner, log: app.log, metrics: app.metrics });
    app.addHook('onClose', async () => job.stop());
  }

  // Inquiries: the contact, bulk-order and franchise forms and the staff inbox
  const inquiries = createInquiriesService({
    database,
    mailer: shopMailer,
    shopInboxEmail: config.shopInboxEmail,
    publicUrl: config.publicUrl,
    log: app.log,
    senderCopies,
  });
  await app.register(inquiriesRoutes, { prefix: '/api', inquiries });
  await app.register(inquiriesAdminRoutes, { prefix: '/api', inquiries });

  // Report a problem: the shopper's form on a delivered order and staff's resolution from the inbox
  const reports = createOrderReportsService({
    database,
    mailer: shopMailer,
    orders,
    store,
    shopInboxEmail: config.shopInboxEmail,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(orderReportsRoutes, { prefix: '/api', reports, store });

  // Recipes and the chat, which answers from search, delivery, slots, recipes and the shopper's orders
  const recipes = createRecipesService(database);
  await app.register(recipesRoutes, { recipes });
  await app.register(recipesAdminRoutes, { recipes });
  const chat = createChatService({
    database,
    answers: createChatAnswerSources({
      database,
      search,
      searchSync,
      recipes,
      delivery,
      checkout,
      reports,
    }),
    mailer: shopMailer,
    shopInboxEmail: config.shopInboxEmail,
    publicUrl: config.publicUrl,
    log: app.log,
    senderCopies,
  });
  await app.register(chatRoutes, { prefix: '/api', chat });
  await app.register(chatAdminRoutes, { prefix: '/api', chat: createChatAdminService(database) });

  // Blog, dashboard, SEO files
  await app.register(blogRoutes, { blog: createBlogService(database), publicUrl: config.publicUrl });
  await app.register(blogAdminRoutes, { blog: createBlogAdminService(database) });
  await app.register(dashboardRoutes, {
    prefix: '/api',
    dashboard: createDashboardService(database, { slotCapacity: config.deliverySlotCapacity }),
  });
  await app.register(seoRoutes, { seo: createSeoService(database, config.publicUrl) });

  await registerWebApp(app, config, searchSync.onChange);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
