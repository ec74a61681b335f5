// bench/soak: `npx tsx bench/soak/run.ts [--seconds 600] [--browse 200] [--checkouts 20] [--shoppers 300]`
// Two shop instances (from source) on a fresh PostgreSQL database behind the soak's own proxy on
// 127.0.0.1:3445; browsing and signed-in checkouts at a fixed pace; one instance SIGKILLed and
// restarted at 40% of the run, every shop connection cut with pg_terminate_backend at 70%; then the
// checks (exit 1 when any fails) and a Markdown report. Loopback only, bounded, stops by itself.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, cpus, totalmem, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PG_URL, recreateDatabase } from '../lib';
import { databaseChecks, type Check, percentiles, type RssSample, rssGrowth, serverErrors } from './checks';
import { createClient, type Sample } from './client';
import { Instance } from './instances';
import { startProxy } from './proxy';
import { createShoppers, prepareShop } from './shop-data';
import { createBrowsing, createCheckouts, paced } from './workload';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    browse: { type: 'string', default: '200' },
    checkouts: { type: 'string', default: '20' },
    shoppers: { type: 'string', default: '300' },
    'web-dist': { type: 'string', default: 'dist/web' },
    'keep-db': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const BROWSE_RATE = Number(args.browse);
const CHECKOUT_RATE = Number(args.checkouts);
const SHOPPERS = Number(args.shoppers);
const PROXY_PORT = 3445;
const PORTS = { a: 3441, b: 3442 };
const log = (message: string) => console.error(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);

// Bounded whatever happens: the whole soak (start-up, load, checks) gives up after this.
const hardStop = setTimeout(
  () => {
    log('the soak did not finish in time; stopping');
    void stopAll().finally(() => process.exit(1));
  },
  (SECONDS + 420) * 1000,
);
hardStop.unref();

const instances: Instance[] = [];
let databaseName: string | undefined;
async function stopAll() {
  await Promise.all(instances.map((i) => i.kill('SIGTERM').catch(() => {})));
  if (databaseName && !args['keep-db']) {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

async function main() {
  const loadBefore = loadavg();
  databaseName = `soak_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = await recreateDatabase(databaseName);
  const logDir = mkdtempSync(join(tmpdir(), 'soak-'));
  const webDist = resolve(args['web-dist']!);
  const homePage = existsSync(join(webDist, 'index.html'));
  const env = {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    AUTH_RATE_LIMIT_MAX: '100000',
    DELIVERY_SLOT_CAPACITY: '1000000',
    TRUST_PROXY_HOPS: '1',
    PUBLIC_URL: `http://127.0.0.1:${PROXY_PORT}`,
    WEB_DIST_DIR: homePage ? webDist : '/nonexistent-web-build',
    LOG_LEVEL: 'warn',
  };
  log(
    `database ${databaseName}; instance logs in ${logDir}; home page ${homePage ? webDist : 'not built: /api/deals/top'}`,
  );
  const a = new Instance('a', PORTS.a, env, logDir);
  const b = new Instance('b', PORTS.b, env, logDir);
  instances.push(a, b);
  log(`instance a seeding the demo shop: ready in ${Math.round(await a.start({ DEMO_DATA: 'true' }))} ms`);
  log(`instance b ready in ${Math.round(await b.start({ DEMO_DATA: 'false' }))} ms`);

  const db = new pg.Client({ connectionString: databaseUrl, application_name: 'soak-checks' });
  await db.connect();
  const data = await prepareShop(db);
  const proxy = await startProxy(PROXY_PORT, [
    { name: 'a', port: PORTS.a },
    { name: 'b', port: PORTS.b },
  ]);
  const setupSamples: Sample[] = [];
  const shoppers = await createShoppers(db, createClient(PROXY_PORT, performance.now(), setupSamples), SHOPPERS);
  const ordersBefore = (await db.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;
  log(
    `${shoppers.length} shoppers signed in; load for ${SECONDS} s: ${BROWSE_RATE} browsing/s, ${CHECKOUT_RATE} checkouts/s`,
  );

  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const samples: Sample[] = [];
  const client = createClient(PROXY_PORT, t0, samples);
  const rss: RssSample[] = [];
  const sampleRss = () => {
    for (const instance of instances) {
      const mb = instance.rssMb();
      if (mb !== undefined) rss.push({ t: now(), instance: instance.name, pid: instance.pid!, mb });
    }
  };
  sampleRss();
  const rssTimer = setInterval(sampleRss, 5000);

  const events: string[] = [];
  const kill = { instance: 'b', at: Number.NaN };
  let restarted = false;
  const killAndRestart = async () => {
    kill.at = now();
    await b.kill('SIGKILL');
    events.push(`${Math.round(kill.at / 1000)} s: instance b killed (SIGKILL)`);
    log('instance b killed; restarting');
    const took = await b.start({ DEMO_DATA: 'false' });
    restarted = true;
    events.push(`${Math.round(now() / 1000)} s: instance b restarted, ready after ${(took / 1000).toFixed(1)} s`);
  };
  let cut = 0;
  const cutConnections = async () => {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const at = now();
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and application_name <> 'soak-checks'`,
      [databaseName],
    );
    await admin.end();
    cut = rows[0]!.n;
    events.push(`${Math.round(at / 1000)} s: ${cut} shop connections cut (pg_terminate_backend)`);
    log(`${cut} database connections cut`);
  };
  // The kill at 40%; the cut at 70%, or once b is back if its restart takes longer (both instances serving).
  const faults = (async () => {
    await new Promise((r) => setTimeout(r, SECONDS * 400));
    await killAndRestart();
    const cutAt = SECONDS * 700 - now();
    if (cutAt > 0) await new Promise((r) => setTimeout(r, cutAt));
    await cutConnections();
  })().catch((error: unknown) => events.push(`fault injection failed: ${(error as Error).message}`));

  const browsing = createBrowsing(client, data, homePage);
  const checkouts = createCheckouts(client, data, shoppers);
  const [browsed, checkedOut] = await Promise.all([
    paced(BROWSE_RATE, SECONDS, 400, browsing),
    paced(CHECKOUT_RATE, SECONDS, SHOPPERS, () => checkouts.start()),
  ]);
  const loadSeconds = now() / 1000;
  await faults;
  clearInterval(rssTimer);
  sampleRss();
  const loadAfter = loadavg();
  log('load done; checking');

  const errors = serverErrors(samples, kill);
  const successful = checkouts.tally.placedKeys.size;
  const checks: Check[] = [
    {
      name: '5xx only from requests in flight on the killed instance',
      value: `${errors.failed.length} failed, ${errors.inFlightOnKilled.length} of them in flight on b at the kill, ${errors.others.length} others`,
      ok: errors.others.length === 0 && !Number.isNaN(kill.at),
    },
    { name: 'instance b killed and restarted', value: restarted ? 'yes' : 'no', ok: restarted },
    { name: 'database connections cut once', value: String(cut), ok: cut > 0 },
    ...(await databaseChecks(db, ordersBefore, successful)),
  ];
  const windowEnd = now();
  const windowStart = Math.max(0, windowEnd - Math.min(300_000, windowEnd / 2));
  const memory = rssGrowth(rss, windowStart, windowEnd);
  checks.push(...memory);
  await db.end();
  proxy.close();
  proxy.closeAllConnections();

  const report = [
    `#### Soak: ${SECONDS} s, ${BROWSE_RATE} browsing/s + ${CHECKOUT_RATE} checkouts/s, two instances`,
    '',
    `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB; load average ` +
      `${loadBefore.map((l) => l.toFixed(1)).join(' / ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(' / ')} after ` +
      `(1 / 5 / 15 min). PostgreSQL at ${new URL(PG_URL).host}, fresh database; instances from source (tsx), NODE_ENV=production.`,
    '',
    `Requests: ${samples.length} in ${loadSeconds.toFixed(0)} s (${Math.round(samples.length / loadSeconds)}/s); ` +
      `browsing ${browsed.started} started, ${browsed.skipped} skipped (400 already in flight); checkouts ${checkedOut.started} started, ` +
      `${checkedOut.skipped} skipped (every shopper busy with one); orders placed ${successful}; refused: ` +
      (checkouts.tally.refused.size
        ? [...checkouts.tally.refused.entries()].map(([status, n]) => `${n} × ${status}`).join(', ')
        : 'none') +
      '.',
    '',
    ...events.map((e) => `- ${e}`),
    '',
    '| check | value | |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.name} | ${c.value} | ${c.ok ? 'ok' : '**FAILED**'} |`),
    '',
    '| request | count | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|',
    ...percentiles(samples).map((r) => `| ${r.kind} | ${r.count} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`),
    '',
    'Resident memory (MB) every 5 s, per process:',
    '',
    ...memory.map((m) => `- ${m.name}: ${m.curve}`),
    ...(errors.others.length
      ? ['', 'Unexplained failures (first 20):', '', ...errors.others.slice(0, 20).map((s) => `- ${JSON.stringify(s)}`)]
      : []),
  ].join('\n');
  console.log(report);
  await stopAll();
  const failed = checks.filter((c) => !c.ok);
  if (failed.length) {
    log(`FAILED: ${failed.map((c) => c.name).join('; ')}`);
    process.exit(1);
  }
  log('all checks passed');
  process.exit(0);
}

main().catch(async (error: unknown) => {
  log(`soak failed to run: ${(error as Error).stack ?? String(error)}`);
  await stopAll().catch(() => {});
  process.exit(1);
});
