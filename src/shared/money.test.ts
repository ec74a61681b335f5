import { describe, expect, it } from 'vitest';
import { discountPercent, formatCents, groupThousands, parseDollarsToCents, percentOfCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [499, '$4.99'],
    [123450, '$1,234.50'],
    [100000000, '$1,000,000.00'],
    [-250, '-$2.50'],
  ])('%i cents → %s', (cents, text) => expect(formatCents(cents)).toBe(text));

  it('writes what Intl would, for amounts across every length', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (let cents = -123456789; cents <= 123456789; cents += 98765) {
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
    }
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
  ])('%i → %s', (whole, text) => expect(groupThousands(whole)).toBe(text));
});

describe('percentOfCents', () => {
  it('rounds half up to the cent', () => {
    expect(percentOfCents(1000, 625)).toBe(63); // 6.25% of $10.00 = 62.5¢
    expect(percentOfCents(999, 625)).toBe(62); // 62.4375¢
    expect(percentOfCents(1, 5000)).toBe(1); // 0.5¢
    expect(percentOfCents(0, 625)).toBe(0);
  });
});

describe('discountPercent', () => {
  it('is the rounded share taken off the original price', () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(667, 1000)).toBe(33); // 33.3%
    expect(discountPercent(665, 1000)).toBe(34); // 33.5% rounds up
  });
  it('is 0 without a real discount', () => {
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, undefined)).toBe(0);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1200, 1000)).toBe(0);
  });
});

describe('parseDollarsToCents', () => {
  it('reads what people type, and refuses what is not an amount', () => {
    expect(parseDollarsToCents('2.74')).toBe(274);
    expect(parseDollarsToCents(' $1,234.5 ')).toBe(123450);
    expect(parseDollarsToCents('3')).toBe(300);
    expect(parseDollarsToCents('0.05')).toBe(5);
    expect(parseDollarsToCents('2.745')).toBeNull();
    expect(parseDollarsToCents('-1')).toBeNull();
    expect(parseDollarsToCents('abc')).toBeNull();
    expect(parseDollarsToCents('')).toBeNull();
  });
});
