import { describe, expect, it } from 'vitest';
import { formatQuantity, isInStock, stockBadge } from './stock';

describe('stockBadge (spec: card stock badge)', () => {
  it.each([
    [0, 'out-of-stock', 'Out of Stock'],
    [1, 'only-n-left', 'Only 1 left!'],
    [5, 'only-n-left', 'Only 5 left!'],
    [6, 'low-stock', 'Low stock'],
    [10, 'low-stock', 'Low stock'],
    [11, 'none', undefined],
    [2.5, 'only-n-left', 'Only 2.5 left!'],
  ])('quantity %s → %s', (quantity, kind, label) => {
    const badge = stockBadge(true, quantity);
    expect(badge.kind).toBe(kind);
    expect('label' in badge ? badge.label : undefined).toBe(label);
  });

  it('is out of stock when not flagged in stock, whatever the quantity', () => {
    expect(stockBadge(false, 40).kind).toBe('out-of-stock');
    expect(isInStock(false, 40)).toBe(false);
    expect(isInStock(true, 0)).toBe(false);
    expect(isInStock(true, 0.5)).toBe(true);
  });

  it('formats fractional pounds without noise', () => {
    expect(formatQuantity(3)).toBe('3');
    expect(formatQuantity(1.1)).toBe('1.1');
    expect(formatQuantity(2.345)).toBe('2.35');
  });
});
