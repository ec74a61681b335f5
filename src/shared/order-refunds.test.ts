import { describe, expect, it } from 'vitest';
import { canRefund, lineGoodsCents, lineQuantityLeft, partsRefund, refundShareCents } from './order-refunds';

const line = (over: Partial<Parameters<typeof lineGoodsCents>[0]> = {}) => ({
  quantity: 3,
  lineTotalCents: 1000,
  refundedQuantity: 0,
  refundedGoodsCents: 0,
  ...over,
});

describe('refund rules', () => {
  it('refunds only paid orders that are delivered or cancelled', () => {
    expect(canRefund({ status: 'delivered', paymentStatus: 'paid' })).toBe(true);
    expect(canRefund({ status: 'cancelled', paymentStatus: 'paid' })).toBe(true);
    expect(canRefund({ status: 'delivered', paymentStatus: 'unpaid' })).toBe(false);
    expect(canRefund({ status: 'out_for_delivery', paymentStatus: 'paid' })).toBe(false);
    expect(canRefund({ status: 'refunded', paymentStatus: 'paid' })).toBe(false);
  });

  it("gives back a part's share of what was paid for goods (after discounts, with tax)", () => {
    const order = { subtotalCents: 10_000, discountCents: 1_000, loyaltyDiscountCents: 500, taxCents: 850 };
    // (10000 − 1000 − 500 + 850) / 10000 = 0.935
    expect(refundShareCents(order, 1_000)).toBe(935);
    expect(refundShareCents(order, 333)).toBe(311);
    expect(refundShareCents({ ...order, subtotalCents: 0 }, 100)).toBe(0);
  });

  it('splits a line by quantity, and the last part takes exactly what is left', () => {
    expect(lineGoodsCents(line(), 1)).toBe(333);
    expect(lineGoodsCents(line({ refundedQuantity: 1, refundedGoodsCents: 333 }), 1)).toBe(333);
    expect(lineGoodsCents(line({ refundedQuantity: 2, refundedGoodsCents: 666 }), 1)).toBe(334);
    expect(lineGoodsCents(line({ refundedQuantity: 3, refundedGoodsCents: 1000 }), 1)).toBe(0);
  });

  it('splits a weighed line by weight in hundredths of a pound', () => {
    const okra = line({ quantity: 2.2, lineTotalCents: 878 });
    expect(lineGoodsCents(okra, 1.1)).toBe(439);
    expect(lineQuantityLeft({ ...okra, refundedQuantity: 1.1 })).toBe(1.1);
  });

  it('gives the share for parts, and all that is left when the parts finish every line', () => {
    const order = {
      subtotalCents: 2_000,
      discountCents: 0,
      loyaltyDiscountCents: 0,
      taxCents: 0,
      remainingCents: 2_500,
    };
    const lines = [
      { id: 'a', ...line() },
      { id: 'b', ...line({ quantity: 1 }) },
    ];
    expect(partsRefund(order, lines, [{ lineId: 'a', quantity: 1 }])).toEqual({
      goodsCents: 333,
      grossCents: 333,
      whole: false,
    });
    expect(
      partsRefund(order, lines, [
        { lineId: 'a', quantity: 3 },
        { lineId: 'b', quantity: 1 },
      ]),
    ).toEqual({ goodsCents: 2_000, grossCents: 2_500, whole: true });
    expect(partsRefund({ ...order, remainingCents: 100 }, lines, [{ lineId: 'a', quantity: 2 }]).grossCents).toBe(100);
  });
});
