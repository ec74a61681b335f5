import { describe, expect, it } from 'vitest';
import { computeTotals, lineTotalCents, type TotalsInput, type TotalsLine } from './order-totals';
import { STATE_TAX_MILLI_PERCENT, taxMilliPercent, taxOnCents } from './tax';

const food = (unitPriceCents: number, quantity = 1): TotalsLine => ({ unitPriceCents, quantity, taxClass: 'food' });
const taxable = (unitPriceCents: number, quantity = 1): TotalsLine => ({
  unitPriceCents,
  quantity,
  taxClass: 'taxable',
});
const irving = { deliveryChargeCents: 299, expressAvailable: true };
const totals = (input: Partial<TotalsInput> & Pick<TotalsInput, 'lines'>) =>
  computeTotals({ zone: irving, state: 'TX', ...input });

describe('line totals', () => {
  it.each([
    [499, 1, 499],
    [499, 3, 1497],
    [299, 1.1, 329], // 328.9
    [199, 2.5, 498], // 497.5 rounds half up
    [350, 0.01, 4], // 3.5
    [1000, 55, 55000],
  ])('%i¢ × %s = %i¢', (price, quantity, expected) => expect(lineTotalCents(price, quantity)).toBe(expected));
});

describe('delivery', () => {
  it.each([
    [4999, 299],
    [5000, 299], // exactly $50.00 still pays
    [5001, 0],
  ])('subtotal %i¢ pays %i¢ standard delivery', (subtotal, delivery) => {
    expect(totals({ lines: [food(subtotal)] }).deliveryCents).toBe(delivery);
  });

  it('charges $5.00 when no zone charge applies', () => {
    expect(computeTotals({ lines: [food(2000)], zone: null, state: null }).deliveryCents).toBe(500);
    expect(computeTotals({ lines: [food(6000)], zone: null, state: null }).deliveryCents).toBe(0);
  });

  it('adds express at half the zone charge, never waived', () => {
    expect(totals({ lines: [food(2000)], express: true })).toMatchObject({ deliveryCents: 299, expressCents: 150 });
    expect(totals({ lines: [food(9000)], express: true })).toMatchObject({ deliveryCents: 0, expressCents: 150 });
    expect(totals({ lines: [food(9000)], express: true, promo: { kind: 'free_delivery' } }).expressCents).toBe(150);
  });

  it('offers no express where the zone has none', () => {
    const zone = { deliveryChargeCents: 600, expressAvailable: false };
    expect(totals({ lines: [food(2000)], zone, express: true }).expressCents).toBe(0);
  });

  it('waives the standard charge with a free-delivery promo', () => {
    expect(totals({ lines: [food(2000)], promo: { kind: 'free_delivery' } })).toMatchObject({
      deliveryCents: 0,
      discountCents: 0,
    });
  });
});

describe('tax', () => {
  it('has the 50 states of the spec table', () => {
    expect(Object.keys(STATE_TAX_MILLI_PERCENT)).toHaveLength(50);
  });

  it.each([
    ['TX', 1000, 63], // 6.25% of $10.00 = 62.5¢ → 63
    ['CA', 1000, 75],
    ['MN', 1000, 69], // 6.875% → 68.75
    ['MO', 1000, 42], // 4.225% → 42.25
    ['LA', 1000, 45], // 4.45% → 44.5
    ['NM', 1000, 51], // 5.125% → 51.25
    ['OR', 1000, 0],
    ['DE', 1000, 0],
    ['ZZ', 1000, 0], // unknown state
    ['tx', 1000, 63], // case-insensitive
  ])('%s on a taxable $10.00 line is %i¢', (state, cents, tax) => {
    expect(totals({ lines: [taxable(cents)], state }).taxCents).toBe(tax);
  });

  it('exempts food lines, as Texas does', () => {
    expect(totals({ lines: [food(10000)], state: 'TX' }).taxCents).toBe(0);
    expect(totals({ lines: [food(10000), taxable(1000)], state: 'TX' }).taxCents).toBe(63);
  });

  it('charges no tax without a state', () => {
    expect(totals({ lines: [taxable(1000)], state: null })).toMatchObject({ taxCents: 0, taxState: null });
  });

  it('rounds per line', () => {
    // Two lines of 62.5¢ tax each round to 63 + 63, not 125.
    expect(totals({ lines: [taxable(1000), taxable(1000)] }).taxCents).toBe(126);
  });

  it('taxes a taxable line after its share of the discount', () => {
    // 10% off: the $10.00 taxable line pays tax on $9.00 → 56.25¢ → 56.
    expect(totals({ lines: [taxable(1000), food(5000)], promo: { kind: 'percent', percent: 10 } }).taxCents).toBe(56);
  });

  it('exposes the rate and state used', () => {
    expect(totals({ lines: [taxable(1000)], state: 'MN' })).toMatchObject({ taxRatePercent: 6.875, taxState: 'MN' });
    expect(taxMilliPercent(undefined)).toBe(0);
    expect(taxOnCents(0, 6250)).toBe(0);
  });
});

describe('tip', () => {
  it.each([
    [0, 0],
    [10, 600],
    [15, 900],
    [20, 1200],
  ] as const)('%i%% of $60.00 is %i¢', (percent, tip) => {
    expect(totals({ lines: [food(6000)], tip: { percent } }).tipCents).toBe(tip);
  });

  it('rounds percent tips half up', () => {
    expect(totals({ lines: [food(5005)], tip: { percent: 15 } }).tipCents).toBe(751); // 750.75
    expect(totals({ lines: [food(5003)], tip: { percent: 10 } }).tipCents).toBe(500); // 500.3
  });

  it('takes a custom tip in cents, never negative', () => {
    expect(totals({ lines: [food(6000)], tip: { cents: 725 } }).tipCents).toBe(725);
    expect(totals({ lines: [food(6000)], tip: { cents: -100 } }).tipCents).toBe(0);
  });
});

describe('promos', () => {
  it('takes a percent off each line, half up per line', () => {
    // 15% of 333¢ is 49.95¢, so each line takes 50¢.
    expect(totals({ lines: [food(333), food(333)], promo: { kind: 'percent', percent: 15 } }).discountCents).toBe(100);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(totals({ lines: [food(6000)], promo: { kind: 'fixed', cents: 1000 } }).discountCents).toBe(1000);
    expect(totals({ lines: [food(600)], promo: { kind: 'fixed', cents: 1000 } }).discountCents).toBe(600);
  });

  it('spreads a fixed promo over the lines so the taxable share is taxed less', () => {
    // $10 off $20 of taxable + $20 of food: the taxable line carries $5 → tax on $15.00 = 93.75 → 94.
    expect(totals({ lines: [taxable(2000), food(2000)], promo: { kind: 'fixed', cents: 1000 } }).taxCents).toBe(94);
  });

  it('keeps delivery decided by the subtotal before discounts', () => {
    expect(totals({ lines: [food(5500)], promo: { kind: 'fixed', cents: 1000 } }).deliveryCents).toBe(0);
  });
});

describe('loyalty', () => {
  it('redeems 100 points per dollar', () => {
    expect(totals({ lines: [food(10000)], loyaltyPoints: 500 })).toMatchObject({
      loyaltyDiscountCents: 500,
      loyaltyPointsUsed: 500,
    });
  });

  it('caps redemption at 20% of the subtotal, in whole dollars', () => {
    expect(totals({ lines: [food(10000)], loyaltyPoints: 5000 }).loyaltyDiscountCents).toBe(2000);
    expect(totals({ lines: [food(6050)], loyaltyPoints: 5000 })).toMatchObject({
      loyaltyDiscountCents: 1200,
      loyaltyPointsUsed: 1200,
    });
  });

  it('ignores points short of a dollar and negative points', () => {
    expect(totals({ lines: [food(10000)], loyaltyPoints: 99 }).loyaltyDiscountCents).toBe(0);
    expect(totals({ lines: [food(10000)], loyaltyPoints: -300 }).loyaltyDiscountCents).toBe(0);
  });
});

describe('the whole order', () => {
  it('adds up every component', () => {
    const t = totals({
      lines: [food(2999, 2), taxable(450, 3), { ...food(299, 1.1), weightBased: true }],
      express: true,
      tip: { percent: 10 },
      promo: { kind: 'percent', percent: 10 },
      loyaltyPoints: 250,
    });
    expect(t.subtotalCents).toBe(5998 + 1350 + 329);
    // Two packs, three sticks and 1.1 lb of okra: six items, the weighed line counting once.
    expect(t.itemCount).toBe(6);
    expect(t.totalCents).toBe(
      t.subtotalCents -
        t.discountCents -
        t.loyaltyDiscountCents +
        t.deliveryCents +
        t.expressCents +
        t.taxCents +
        t.tipCents,
    );
    expect(t).toMatchObject({ deliveryCents: 0, expressCents: 150, loyaltyDiscountCents: 200, tipCents: 768 });
  });

  it('is zero for an empty cart apart from the delivery estimate', () => {
    expect(computeTotals({ lines: [], zone: null, state: null })).toMatchObject({
      subtotalCents: 0,
      itemCount: 0,
      taxCents: 0,
      totalCents: 500,
    });
  });
});
