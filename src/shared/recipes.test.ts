import { describe, expect, it } from 'vitest';
import { cartQuantityFor, formatAmount, scaledAmount } from './recipes';

describe('servings arithmetic', () => {
  it('scales kitchen amounts to the nearest quarter', () => {
    expect(scaledAmount(1, 4, 6)).toBe(1.5);
    expect(scaledAmount(0.5, 4, 6)).toBe(0.75);
    expect(scaledAmount(2, 4, 1)).toBe(0.5);
    expect(scaledAmount(3, 4, 5)).toBe(3.75);
  });

  it('buys pounds to a tenth within the cart’s weight limits, and whole packs', () => {
    expect(cartQuantityFor(0.75, true, 4, 6)).toBe(1.1);
    expect(cartQuantityFor(1, true, 4, 6)).toBe(1.5);
    expect(cartQuantityFor(1.5, true, 4, 6)).toBe(2.3);
    expect(cartQuantityFor(40, true, 4, 24)).toBe(55);
    expect(cartQuantityFor(0.25, false, 4, 6)).toBe(1);
    expect(cartQuantityFor(1, false, 4, 6)).toBe(2);
    expect(cartQuantityFor(1, false, 4, 4)).toBe(1);
    expect(cartQuantityFor(10, false, 1, 24)).toBe(50);
  });

  it('writes amounts as a cook reads them', () => {
    expect(formatAmount(1.5)).toBe('1 ½');
    expect(formatAmount(0.25)).toBe('¼');
    expect(formatAmount(2)).toBe('2');
    expect(formatAmount(0.75)).toBe('¾');
    expect(formatAmount(1.99)).toBe('2');
  });
});
