/**
 * Order numbers at a whole day's scale: 10,000 orders of one store date, asked for by 20 at once through
 * two instances, get 10,000 different four-digit numbers, and the next one has a fifth digit. Fails on a
 * repeat; prints the time on the embedded database and on PostgreSQL. (order-numbers.test.ts proves the
 * same code on a day that is already nearly full; the whole day is here, where it costs no test time.)
 *   Run: npx tsx bench/checkout/order-numbers.ts
 */
import { loadavg } from 'node:os';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createOrderNumbers } from '../../src/server/modules/checkout/order-numbers';
import { recreateDatabase } from '../lib';

const ORDERS = 10_000;
const AT_ONCE = 20;

async function fillOneDay(label: string, database: Database): Promise<string> {
  await runMigrations(database);
  const instances = [createOrderNumbers(database, 'US'), createOrderNumbers(database, 'US')];
  const started = performance.now();
  const numbers = (
    await Promise.all(
      Array.from({ length: AT_ONCE }, async (_, worker) => {
        const taken: string[] = [];
        for (let i = 0; i < ORDERS / AT_ONCE; i++) taken.push(await instances[worker % 2]!.next('2026-11-22'));
        return taken;
      }),
    )
  ).flat();
  const seconds = (performance.now() - started) / 1000;
  const fifth = await instances[0]!.next('2026-11-22');
  await database.close();
  if (new Set(numbers).size !== ORDERS || numbers.some((n) => !/^US-20261122-\d{4}$/.test(n)))
    throw new Error(`${label}: the day's numbers are not ${ORDERS} different four-digit ones`);
  if (!/^US-20261122-[1-9]\d{4}$/.test(fifth)) throw new Error(`${label}: ${fifth} after a full day`);
  return `| ${label} | ${ORDERS.toLocaleString('en-US')} | ${seconds.toFixed(1)} s | ${fifth} |`;
}

const load = loadavg()[0]!.toFixed(1);
const results = [
  await fillOneDay('embedded (PGlite)', await openPglite()),
  await fillOneDay('PostgreSQL', await openPostgres(await recreateDatabase('bench_order_numbers'))),
];
console.log(`Order numbers for one whole day, ${new Date().toISOString()}, load ${load}\n`);
console.log('| database | orders (20 at once, two instances) | time | next number |\n|---|---|---|---|');
console.log(results.join('\n'));
