import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError, openPglite, openPostgres } from './db/client';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';
import { Readiness } from './modules/health/readiness';
import { listenWhileStarting } from './modules/health/starting-server';
import { startMetricsServer } from './plugins/metrics-server';
import { installShutdown } from './shutdown';

/**
 * read config → open db → hold the port (readyz: migrating) → migrate → seed if empty → build the app →
 * listen → ready. Known start-up problems end in one line.
 */
async function main() {
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  const readiness = new Readiness('migrating');
  const starting = await listenWhileStarting(database, readiness, { host: config.host, port: config.port });
  await runMigrations(database);
  readiness.state = 'seeding';
  const seeded = await seedIfEmpty(database, { demoData: config.demoData, orderPrefix: config.orderPrefix });

  const app = await buildApp({
    config,
    database,
    readiness,
    // As the API tests run it (src/server/test/harness-shop.ts): no reuse of lists, counts or list pages.
    catalogCache: config.catalogCacheOff ? { countTtlMs: 0, listTtlMs: 0 } : undefined,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
  await app.ready();
  await starting.close();
  await app.listen({ host: config.host, port: config.port });
  const metricsServer = config.metrics
    ? await startMetricsServer(app.metrics, config.metrics.host, config.metrics.port)
    : undefined;
  readiness.state = 'ready';
  installShutdown({ app, database, readiness, metricsServer, ...config.shutdown });
  app.log.info(
    {
      database: database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'postgres',
      seeded,
      metrics: config.metrics ? `http://${config.metrics.host}:${config.metrics.port}/metrics` : 'staff only',
    },
    `Shop ready at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(`Cannot start the shop: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Cannot start the shop: port ${(error as { port?: number }).port ?? ''} is already in use (set PORT).`,
    );
  } else {
    console.error('Cannot start the shop:', error);
  }
  process.exit(1);
});
