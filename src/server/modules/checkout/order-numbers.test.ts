import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '../../../shared/orders';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { createOrderNumbers, orderNumberOf } from './order-numbers';

describe('orderNumberOf', () => {
  it('gives each of a day’s first 9,999 numbers its own random-looking four digits', () => {
    const numbers = Array.from({ length: 9_999 }, (_, i) => orderNumberOf('US', '2026-11-22', i + 1));
    expect(new Set(numbers).size).toBe(9_999);
    for (const n of numbers) expect(n).toMatch(/^US-20261122-\d{4}$/);
    expect(numbers.slice(0, 3)).toEqual(['US-20261122-7919', 'US-20261122-5838', 'US-20261122-3757']);
  });

  it('goes on with five digits past 9,999 rather than repeat a number', () => {
    expect(orderNumberOf('GO', '2026-11-22', 10_000)).toBe('GO-20261122-10000');
    expect(orderNumberOf('GO', '2026-11-22', 12_345)).toMatch(ORDER_NUMBER_PATTERN);
  });
});

describe('createOrderNumbers', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it('never hands out a number twice, across instances, restarts and orders asking at once', async () => {
    const a = createOrderNumbers(database, 'US', 3);
    const b = createOrderNumbers(database, 'US', 3);
    const taken = [
      ...(await Promise.all(Array.from({ length: 10 }, () => a.next('2026-11-22')))),
      ...(await Promise.all(Array.from({ length: 10 }, () => b.next('2026-11-22')))),
      ...(await Promise.all(Array.from({ length: 5 }, () => a.next('2026-11-22')))),
      // A restarted instance: what the old one had left of its block is never used.
      await createOrderNumbers(database, 'US', 3).next('2026-11-22'),
    ];
    expect(new Set(taken).size).toBe(taken.length);
    // Blocks of 3: 10 + 10 + 5 numbers and the restart's one take 10 blocks.
    const [day] = await database.query<{ last: number }>(
      `select last_number as last from order_number_days where store_date = '2026-11-22'`,
    );
    expect(day!.last).toBe(30);
  });

  it('starts every store date at its own first number', async () => {
    const numbers = createOrderNumbers(database, 'GO', 50);
    expect(await numbers.next('2026-11-23')).toBe(orderNumberOf('GO', '2026-11-23', 1));
    expect(await numbers.next('2026-11-24')).toBe(orderNumberOf('GO', '2026-11-24', 1));
    expect(await numbers.next('2026-11-24')).toBe(orderNumberOf('GO', '2026-11-24', 2));
  });
});
