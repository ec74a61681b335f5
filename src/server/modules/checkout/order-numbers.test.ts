import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { createOrderNumbers } from './order-numbers';

const suffixOf = (orderNumber: string) => Number(orderNumber.slice(12));

describe('createOrderNumbers', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it('gives 10,000 orders of one day 10,000 different four-digit numbers, then a fifth digit', async () => {
    // Two instances, each with orders asking at once.
    const instances = [createOrderNumbers(database, 'US'), createOrderNumbers(database, 'US')];
    const numbers = (
      await Promise.all(
        Array.from({ length: 20 }, async (_, worker) => {
          const taken: string[] = [];
          for (let i = 0; i < 500; i++) taken.push(await instances[worker % 2]!.next('2026-11-22'));
          return taken;
        }),
      )
    ).flat();
    expect(numbers).toHaveLength(10_000);
    expect(new Set(numbers).size).toBe(10_000);
    for (const n of numbers) expect(n).toMatch(/^US-20261122-\d{4}$/);
    expect(await instances[0]!.next('2026-11-22')).toMatch(/^US-20261122-[1-9]\d{4}$/);
    // Another day starts with four digits again.
    expect(await instances[1]!.next('2026-11-23')).toMatch(/^US-20261123-\d{4}$/);
  }, 300_000);

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
