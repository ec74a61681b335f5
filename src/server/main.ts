import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type Database, DatabaseStartError, openPglite, openPostgres } from './db/client';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';

/** read config → open db → migrate → seed if empty → listen. Known start-up problems end in one line. */
async function main() {
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  await runMigrations(database);
  const seeded = await seedIfEmpty(database, { demoData: config.demoData, orderPrefix: config.orderPrefix });

  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
  installShutdown(app, database);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'postgres', seeded },
    `Shop ready at ${config.publicUrl}`,
  );
}

function installShutdown(app: Awaited<ReturnType<typeof buildApp>>, database: Database) {
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
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
