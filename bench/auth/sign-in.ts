/**
 * Sign-in benchmark on PostgreSQL: (1) shoppers signing in with the right password, 20 at once, each
 * sign-in checked against the failure counters of its account and address (docs/decisions/018) and
 * clearing its account's count; (2) an attacker's refused attempts on a locked account, which must
 * stay cheap (no password hash is computed while refused). Reports sign-ins per second, latency and
 * server CPU per request. Runs the bundled server: builds it first, or takes a copy already built
 * (`--server path/to/server/main.js`, so the build and the measurement can hold different locks).
 * Run: npx tsx bench/auth/sign-in.ts [--seconds 15] [--port 3471] [--server dist/server/main.js]
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { openPostgres } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { BENCH_PASSWORD, insertShoppers } from '../checkout/shop';
import { recreateDatabase, startProcess, waitForHttp } from '../lib';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    shoppers: { type: 'string', default: '20' },
    port: { type: 'string', default: '3471' },
    server: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const api = `http://127.0.0.1:${values.port}`;

if (!values.server) spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const url = await recreateDatabase('bench_sign_in');
const database = await openPostgres(url);
await runMigrations(database);
const emails = Array.from({ length: Number(values.shoppers) }, (_, i) => `bench.signin.${i}@example.test`);
await insertShoppers(database.query, emails);
const locked = 'bench.locked@example.test';
await insertShoppers(database.query, [locked]);

const server = startProcess([values.server ?? 'dist/server/main.js'], {
  DATABASE_URL: url,
  DEMO_DATA: 'false',
  PORT: values.port!,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  JOBS: 'off',
  PUBLIC_URL: api,
});
process.on('exit', () => server.kill('SIGTERM'));
await waitForHttp(`${api}/readyz`);

function serverCpuMs(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const signIn = (email: string, password: string) =>
  fetch(`${api}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api },
    body: JSON.stringify({ email, password }),
  });

async function run(name: string, attempt: (worker: number) => Promise<Response>, expected: number) {
  const cpuBefore = serverCpuMs();
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    emails.map(async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await attempt(worker);
        await response.arrayBuffer();
        times.push(performance.now() - t0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!);
  return {
    name,
    perSecond: Math.round(times.length / elapsed),
    expectedShare: `${Math.round(((statuses.get(expected) ?? 0) / times.length) * 100)}% ${expected}`,
    p50: at(50),
    p99: at(99),
    cpuMsPerRequest: Math.round(((serverCpuMs() - cpuBefore) / times.length) * 10) / 10,
    statuses: Object.fromEntries(statuses),
  };
}

const right = await run('right password, 20 shoppers at once', (w) => signIn(emails[w]!, BENCH_PASSWORD), 200);
// Lock one account (20 failures, waits skipped by moving its counter back), then hammer it.
for (let failures = 0; failures < 20; failures++) {
  await signIn(locked, 'Wrong#Pass2026');
  await database.query(`update throttle_counters set last_hit_at = now() - interval '2 minutes'`);
  await database.query(`delete from throttle_counters where key like 'sign-in:address:%'`);
}
const refused = await run('attacker on a locked account, 20 at once', () => signIn(locked, 'Wrong#Pass2026'), 429);
console.table([right, refused]);
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);
await database.close();
process.exit(0);
