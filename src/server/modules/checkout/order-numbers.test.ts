import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/harness';
import { createOrderNumbers } from './order-numbers';

const suffixOf = (orderNumber: string) => Number(orderNumber.slice(12));

describe('createOrderNumbers', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it('gives the last free four-digit numbers of a day once each, to orders asking at once, then a fifth digit', async () => {
    // A day with all but FREE of its 10,000 four-digit suffixes taken, the free ones scattered at random;
    // bench/checkout/order-numbers.ts hands out all 10,000 through this same code.
    const FREE = 20;
    const free = new Set<number>();
    while (free.size < FREE) free.add(randomInt(10_000));
    await database.query(
      `insert into order_number_suffixes (store_date, suffix)
       select '2026-11-22', s from generate_series(0, 9999) s where s <> all($1::int[])`,
      [[...free]],
    );
    // Two instances, each with orders asking at once: the random tries mostly meet taken suffixes, so
    // most numbers come from the pick among the free ones, which concurrent orders race for.
    const instances = [createOrderNumbers(database, 'US'), createOrderNumbers(database, 'US')];
    const numbers = (
      await Promise.all(
        Array.from({ length: FREE / 2 }, async (_, worker) => {
          const taken: string[] = [];
          for (let i = 0; i < 2; i++) taken.push(await instances[worker % 2]!.next('2026-11-22'));
          return taken;
        }),
      )
    ).flat();
    for (const n of numbers) expect(n).toMatch(/^US-20261122-\d{4}$/);
    expect(numbers.map(suffixOf).sort((a, b) => a - b)).toEqual([...free].sort((a, b) => a - b));
    expect(await instances[0]!.next('2026-11-22')).toMatch(/^US-20261122-[1-9]\d{4}$/);
    // Another day starts with four digits again.
    expect(await instances[1]!.next('2026-11-23')).toMatch(/^US-20261123-\d{4}$/);
  });

  it('gives consecutive orders suffixes that are not sequential and do not follow a fixed step', async () => {
    const numbers = createOrderNumbers(database, 'GO');
    const suffixes: number[] = [];
    for (let i = 0; i < 40; i++) suffixes.push(suffixOf(await numbers.next('2026-12-01')));
    const steps = suffixes.slice(1).map((s, i) => (s - suffixes[i]! + 10_000) % 10_000);
    // Each suffix is drawn from the at least 9,960 still free, so any one step has a given value with
    // probability p <= 1/9,960 whatever came before. The bounds below can only fail for random suffixes
    // with probability (union bound) at most:
    //   4+ of 39 steps equal 1:            C(39,4) p^4        < 1e-11
    //   9+ of 39 steps repeat an earlier:  C(39,9) (38 p)^9   < 1e-13
    //   5+ of 20 first suffixes repeat:    C(20,5) (19e-4)^5  < 4e-10 (a new day has all 10,000 free)
    // so under 1e-9 in all. A counter steps by 1 every time (39 of 39).
    expect(steps.filter((step) => step === 1).length).toBeLessThan(4);
    // A counter through a fixed shuffle steps by the same amount every time; random suffixes do not.
    expect(new Set(steps).size).toBeGreaterThan(30);
    // Nor does every day start with the same number.
    const firsts = [];
    for (let day = 10; day < 30; day++) firsts.push(suffixOf(await numbers.next(`2026-12-${day}`)));
    expect(new Set(firsts).size).toBeGreaterThan(15);
  });

  it('never hands out a number already taken before, by an earlier instance or a restart', async () => {
    const first = createOrderNumbers(database, 'US');
    const before = await Promise.all(Array.from({ length: 50 }, () => first.next('2026-11-25')));
    const restarted = createOrderNumbers(database, 'US');
    const after = await Promise.all(Array.from({ length: 50 }, () => restarted.next('2026-11-25')));
    expect(new Set([...before, ...after]).size).toBe(100);
    const [day] = await database.query<{ taken: number }>(
      `select count(*)::int as taken from order_number_suffixes where store_date = '2026-11-25'`,
    );
    expect(day!.taken).toBe(100);
  });
});
