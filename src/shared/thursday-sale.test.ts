import { describe, expect, it } from 'vitest';
import {
  isSaleDay,
  lowestSalePriceCents,
  salePriceFor,
  salePriceProblem,
  saleWindow,
  storeMidnight,
} from './thursday-sale';

// Central Standard Time is UTC−6, Central Daylight Time UTC−5.
describe('Thursday sale window (store time, America/Chicago)', () => {
  it('starts at Thursday 00:00 and ends at Friday 00:00, not a minute either side (CST)', () => {
    const wednesdayLate = new Date('2026-11-26T05:59:00Z'); // Wed 25 Nov 23:59 CST
    const thursdayStart = new Date('2026-11-26T06:00:00Z'); // Thu 26 Nov 00:00 CST
    const thursdayLast = new Date('2026-11-27T05:59:59Z'); // Thu 23:59:59 CST
    const fridayStart = new Date('2026-11-27T06:00:00Z'); // Fri 27 Nov 00:00 CST
    expect(isSaleDay(wednesdayLate)).toBe(false);
    expect(isSaleDay(thursdayStart)).toBe(true);
    expect(isSaleDay(thursdayLast)).toBe(true);
    expect(isSaleDay(fridayStart)).toBe(false);
    expect(saleWindow(wednesdayLate)).toEqual({
      active: false,
      endsAt: null,
      nextStartsAt: '2026-11-26T06:00:00.000Z',
    });
    expect(saleWindow(thursdayStart)).toEqual({
      active: true,
      endsAt: '2026-11-27T06:00:00.000Z',
      nextStartsAt: '2026-12-03T06:00:00.000Z',
    });
    expect(saleWindow(fridayStart).nextStartsAt).toBe('2026-12-03T06:00:00.000Z');
  });

  it('is a Thursday in Chicago even when it is already Friday in UTC', () => {
    // Thu 26 Nov 20:00 CST = Fri 02:00 UTC; a server in UTC must not end the sale early.
    expect(isSaleDay(new Date('2026-11-27T02:00:00Z'))).toBe(true);
    // Wed 25 Nov 20:00 CST = Thu 02:00 UTC: not yet.
    expect(isSaleDay(new Date('2026-11-26T02:00:00Z'))).toBe(false);
  });

  it('follows daylight saving time: the week clocks spring forward and the week they fall back', () => {
    // DST starts Sun 8 Mar 2026: Thursday 5 Mar is CST, Thursday 12 Mar CDT.
    expect(saleWindow(new Date('2026-03-07T12:00:00Z')).nextStartsAt).toBe('2026-03-12T05:00:00.000Z');
    expect(isSaleDay(new Date('2026-03-12T04:59:00Z'))).toBe(false); // Wed 23:59 CDT
    expect(isSaleDay(new Date('2026-03-12T05:00:00Z'))).toBe(true); // Thu 00:00 CDT
    expect(saleWindow(new Date('2026-03-05T06:00:00Z')).endsAt).toBe('2026-03-06T06:00:00.000Z');
    // DST ends Sun 1 Nov 2026: Thursday 29 Oct is CDT, Thursday 5 Nov CST.
    expect(saleWindow(new Date('2026-10-29T05:00:00Z'))).toEqual({
      active: true,
      endsAt: '2026-10-30T05:00:00.000Z',
      nextStartsAt: '2026-11-05T06:00:00.000Z',
    });
    expect(isSaleDay(new Date('2026-11-05T05:59:00Z'))).toBe(false); // Wed 23:59 CST
    expect(isSaleDay(new Date('2026-11-05T06:00:00Z'))).toBe(true);
    // Midnight of the change days themselves.
    expect(storeMidnight('2026-03-08').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(storeMidnight('2026-03-09').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(storeMidnight('2026-11-01').toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(storeMidnight('2026-11-02').toISOString()).toBe('2026-11-02T06:00:00.000Z');
  });
});

describe('sale prices', () => {
  it('apply only while the sale runs and only when below the regular price', () => {
    expect(salePriceFor(1000, 700, true)).toBe(700);
    expect(salePriceFor(1000, 700, false)).toBe(1000);
    expect(salePriceFor(1000, null, true)).toBe(1000);
    // A regular price lowered below the sale price later: the sale never charges more.
    expect(salePriceFor(600, 700, true)).toBe(600);
    expect(salePriceFor(1000, 1000, true)).toBe(1000);
    expect(salePriceFor(1000, -5, true)).toBe(1000);
  });

  it('are refused below zero, at or above the regular price, and past 40% off', () => {
    expect(lowestSalePriceCents(1000)).toBe(600);
    expect(lowestSalePriceCents(999)).toBe(600); // 599.4 rounds up: never more than 40% off
    expect(salePriceProblem(1000, 600)).toBeNull();
    expect(salePriceProblem(1000, 999)).toBeNull();
    expect(salePriceProblem(1000, -1)).toBe('Enter a sale price of $0.00 or more');
    expect(salePriceProblem(1000, 1000)).toBe('The sale price must be below the regular price of $10.00');
    expect(salePriceProblem(1000, 1200)).toBe('The sale price must be below the regular price of $10.00');
    expect(salePriceProblem(1000, 599)).toBe('The sale is up to 40% off: the sale price must be $6.00 or more');
    expect(salePriceProblem(1000, 0)).toBe('The sale is up to 40% off: the sale price must be $6.00 or more');
  });
});
