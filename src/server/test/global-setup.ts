import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminQuery, databaseUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped data directory of a migrated PGlite; each test file loads its own copy. */
    pgliteSnapshotPath?: string;
    /** A migrated database on TEST_DATABASE_URL's server; each test file gets a copy (CREATE DATABASE … TEMPLATE). */
    postgresTemplate?: string;
  }
}

/**
 * Migrates one database for the whole run; createTestDatabase copies it for each test file. A fresh
 * PGlite spends most of its start in initdb, and every file ran every migration.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `shop_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await openPostgres(databaseUrl(serverUrl, template), 1);
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', template);
    return () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  }
  const database = await openPglite();
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-pglite-'));
  try {
    await runMigrations(database);
    const snapshot = await database.pglite!.dumpDataDir('none');
    writeFileSync(join(dir, 'migrated.tar'), Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshotPath', join(dir, 'migrated.tar'));
  return () => rmSync(dir, { recursive: true, force: true });
}
