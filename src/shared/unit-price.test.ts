import { describe, expect, it } from 'vitest';
import { formatUnitPrice, parsePackSize, productUnitPrice, unitPriceOf } from './unit-price';

describe('unitPriceOf: one unit per kind, as US shelf tags print them', () => {
  it('lb: a 4 lb bag is priced per ounce (64 oz)', () => {
    expect(unitPriceOf(1599, '4 lb')).toEqual({ unit: 'oz', centsPerUnit: 25, label: '$0.25/oz' });
  });

  it('oz: a 7 oz pack per ounce', () => {
    expect(unitPriceOf(349, '7 oz')).toEqual({ unit: 'oz', centsPerUnit: 50, label: '$0.50/oz' });
  });

  it('fl oz: a 12 fl oz bottle per fluid ounce', () => {
    expect(unitPriceOf(299, '12 fl oz')).toEqual({ unit: 'fl oz', centsPerUnit: 25, label: '$0.25/fl oz' });
  });

  it('g: 200 g is 7.05 oz', () => {
    // 699 / (200 / 28.3495) = 99.08¢
    expect(unitPriceOf(699, '200 g')).toEqual({ unit: 'oz', centsPerUnit: 99, label: '$0.99/oz' });
  });

  it('kg: 1 kg is 35.27 oz', () => {
    // 899 / 35.274 = 25.49¢
    expect(unitPriceOf(899, '1 kg')?.label).toBe('$0.25/oz');
  });

  it('ml: 500 ml is 16.9 fl oz', () => {
    // 499 / 16.907 = 29.51¢
    expect(unitPriceOf(499, '500 ml')).toEqual({ unit: 'fl oz', centsPerUnit: 30, label: '$0.30/fl oz' });
  });

  it('l: 5 L is 169 fl oz, below 10¢ shown in tenths of a cent', () => {
    // 2499 / 169.07 = 14.78¢; 1299 / 169.07 = 7.68¢
    expect(unitPriceOf(2499, '5 L')?.label).toBe('$0.15/fl oz');
    expect(unitPriceOf(1299, '5 L')).toEqual({ unit: 'fl oz', centsPerUnit: 7.7, label: '7.7¢/fl oz' });
  });

  it('count: packs of several items are priced per item; a single item has no unit price', () => {
    expect(unitPriceOf(149, 'Pack of 6')).toEqual({ unit: 'ct', centsPerUnit: 25, label: '$0.25/ct' });
    expect(unitPriceOf(499, '100 bags')?.label).toBe('5.0¢/ct');
    expect(unitPriceOf(1199, '12-pack')?.label).toBe('$1.00/ct');
    expect(unitPriceOf(899, '10 pcs')?.label).toBe('$0.90/ct');
    expect(unitPriceOf(299, 'Pack of 1')).toBeNull();
    expect(unitPriceOf(299, '1 ct')).toBeNull();
  });

  it('US volumes: pint and gallon', () => {
    expect(unitPriceOf(499, '1 pint')?.label).toBe('$0.31/fl oz');
    expect(unitPriceOf(1299, '1/2 gallon')?.label).toBe('$0.20/fl oz');
  });

  it('nothing to show without a size or a price', () => {
    expect(unitPriceOf(499, 'Brass Diya')).toBeNull();
    expect(unitPriceOf(0, '200 g')).toBeNull();
  });
});

describe('parsePackSize', () => {
  it('reads the size at the end of a product name, multipacks included', () => {
    expect(parsePackSize('MDH Kitchen King Masala 500 g')?.amount).toBeCloseTo(17.637, 3);
    expect(parsePackSize('Kachi Ghani Til Oil 500 ml (Value Pack of 6)')).toEqual({
      kind: 'volume',
      amount: expect.closeTo(101.44, 2) as number,
    });
    expect(parsePackSize('2 x 750 ml')?.amount).toBeCloseTo(50.72, 2);
    expect(parsePackSize('Family Pack 800 g')?.amount).toBeCloseTo(28.22, 2);
    expect(parsePackSize('1 kg tin')?.kind).toBe('weight');
    expect(parsePackSize('Bar 1.4 oz')?.amount).toBe(1.4);
  });

  it('does not take digits in a brand or item name for a size', () => {
    expect(parsePackSize('24 Mantra Organic Tulsi Green Tea 100 bags')).toEqual({ kind: 'count', amount: 100 });
    expect(parsePackSize('Maggi Classic 2-Minute Masala Noodles 12-pack')).toEqual({ kind: 'count', amount: 12 });
    expect(parsePackSize('Cadbury 5 Star Chocolate Bar Pack of 6')).toEqual({ kind: 'count', amount: 6 });
    expect(parsePackSize('100 Lemons')).toBeNull();
    expect(parsePackSize('Himalaya Liv.52 Tablets 200 tablets')).toEqual({ kind: 'count', amount: 200 });
  });
});

describe('productUnitPrice', () => {
  it("uses the chosen size's name, else the product's own name", () => {
    const product = { isWeightBased: false, name: 'MDH Kitchen King Masala' };
    expect(productUnitPrice(product, 399, '100 g')?.label).toBe('$1.13/oz');
    expect(productUnitPrice({ isWeightBased: false, name: 'Swad Toor Dal 4 lb' }, 1599)?.label).toBe('$0.25/oz');
  });

  it('leaves items sold by the pound alone: their price is per lb already', () => {
    expect(productUnitPrice({ isWeightBased: true, name: 'Fresh Okra 1 lb' }, 299)).toBeNull();
  });

  it('formats whole cents from 10¢ up', () => {
    expect(formatUnitPrice(10, 'oz')).toBe('$0.10/oz');
    expect(formatUnitPrice(9.96, 'oz')).toBe('$0.10/oz');
    expect(formatUnitPrice(9.94, 'oz')).toBe('9.9¢/oz');
    expect(formatUnitPrice(125, 'ct')).toBe('$1.25/ct');
  });
});
