// `npm run staff:create -- --email boss@shop.example --role super_admin`: see STAFF_CREATE_USAGE.
import { loadConfig } from '../src/server/config';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { runStaffCreate } from '../src/server/modules/auth/staff-cli';

let database: Database | undefined;
async function open(): Promise<Database> {
  const config = loadConfig();
  database = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite(config.dataDir);
  await runMigrations(database);
  return database;
}

try {
  process.exitCode = await runStaffCreate(process.argv.slice(2), open, (line) => console.log(line));
} catch (error) {
  console.error(`staff:create failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database?.close();
}
