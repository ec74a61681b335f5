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
import { registerChat } from './modules/chat/register-chat';
import type { Mailer } from './email/mailer';
import { registerRequestClock } from './lib/clock';
import { accountRoutes } from './modules/account/account-routes';
import { customersAdminRoutes } from './modules/account/customers-admin-routes';
import { auditLogRoutes } from './modules/admin/audit-log-routes';
import { cartRoutes } from './modules/cart/cart-routes';
import { registerAccountExtras } from './modules/register-account-extras';
import { registerCatalogAdmin } from './modules/register-catalog-admin';
import { realtimeRoutes } from './realtime/realtime-routes';
import { registerAuth } from './plugins/auth';
import { registerCheckout } from './modules/checkout/register-checkout';
import { registerSubscriptions } from './modules/subscriptions/register-subscriptions';
import { dashboardRoutes } from './modules/admin/dashboard-routes';
import { registerOrderReports } from './modules/order-reports/register-order-reports';
import { registerInquiries } from './modules/inquiries/register-inquiries';
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
  const auth = await registerAuth(app, { config, database, mailer });
  await app.register(accountRoutes, { prefix: '/api', database });
  await app.register(customersAdminRoutes, { prefix: '/api', database });
  await app.register(auditLogRoutes, { prefix: '/api', database });
  await app.register(catalogRoutes, { prefix: '/api', database, cache: catalogCache });
  await registerCatalogAdmin(app, { database, config });
  await app.register(deliveryRoutes, { prefix: '/api', database });
  await app.register(contentRoutes, { prefix: '/api', database, socialLinks: config.socialLinks });
  const searchSync = startSharedSearchIndex(app, database);
  await app.register(searchRoutes, { prefix: '/api', database, sync: searchSync, readiness: appReadiness });
  await app.register(cartRoutes, { prefix: '/api', database });
  await registerAccountExtras(app, { database });
  await app.register(realtimeRoutes, { prefix: '/api', database });
  await app.register(artRoutes, { prefix: '/img', database });
  const checkout = await registerCheckout(app, { config, database, mailer: auth.mailer });
  await registerSubscriptions(app, { config, database, mailer: auth.mailer, ...checkout, searchSync });
  await registerInquiries(app, { config, database, mailer: auth.mailer });
  await registerOrderReports(app, { config, database, mailer: auth.mailer, orders: checkout.orders });
  await registerChat(app, { config, database, mailer: auth.mailer, searchSync });
  const recipes = createRecipesService(database);
  await app.register(recipesRoutes, { recipes });
  await app.register(recipesAdminRoutes, { recipes });
  await app.register(blogRoutes, { database, publicUrl: config.publicUrl });
  await app.register(blogAdminRoutes, { database });
  await app.register(dashboardRoutes, { prefix: '/api', database, slotCapacity: config.deliverySlotCapacity });

  await app.register(seoRoutes, { database, publicUrl: config.publicUrl });
  await registerWebApp(app, config);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
