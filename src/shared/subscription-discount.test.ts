import { describe, expect, it } from 'vitest';
import { chatButtonLabel } from './chat-button-label';
import { computeTotals } from './order-totals';
import { allowedInBoxes, orderDiscountLabel, subscribeAndSaveLabel } from './subscribe-and-save';
import { subscriptionDiscount, subscriptionSettingsInput, SUBSCRIPTION_DISCOUNT_MESSAGE } from './subscriptions';

describe('Subscribe & Save discount', () => {
  it("is checkout's percent promo: per line half-up, tax on what is left, delivery waived on the subtotal", () => {
    const totals = computeTotals({
      lines: [
        { unitPriceCents: 1299, quantity: 4, taxClass: 'food' },
        { unitPriceCents: 499, quantity: 2, taxClass: 'taxable' },
      ],
      zone: { deliveryChargeCents: 299, expressAvailable: true },
      state: 'TX',
      promo: subscriptionDiscount(5),
    });
    expect(totals).toMatchObject({ subtotalCents: 6194, discountCents: 310, deliveryCents: 0, taxCents: 59 });
    expect(totals.totalCents).toBe(6194 - 310 + 59);
    expect(subscriptionDiscount(0)).toBeNull();
  });

  it('accepts whole percents from 0 to 50 only, with one message', () => {
    for (const ok of [0, 5, 50])
      expect(subscriptionSettingsInput.safeParse({ discountPercent: ok }).success).toBe(true);
    for (const bad of [-1, 51, 2.5, '5', null]) {
      const parsed = subscriptionSettingsInput.safeParse({ discountPercent: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0]!.message).toBe(SUBSCRIPTION_DISCOUNT_MESSAGE);
    }
  });

  it('labels the offer and the order line', () => {
    expect(subscribeAndSaveLabel(5)).toBe('Subscribe & Save 5%');
    expect(subscribeAndSaveLabel(0)).toBe('Subscribe & Save');
    expect(orderDiscountLabel({ promoCode: null, subscriptionDiscountPercent: 10 })).toBe('Subscribe & Save 10%');
    expect(orderDiscountLabel({ promoCode: 'DIWALI10', subscriptionDiscountPercent: null })).toBe('Promo DIWALI10');
  });

  it('lets in-stock products into boxes', () => {
    expect(allowedInBoxes({ stockQuantity: 3 })).toBe(true);
    expect(allowedInBoxes({ stockQuantity: 0 })).toBe(false);
  });

  it("names the chat button's unread replies", () => {
    expect(chatButtonLabel(0)).toBe('Chat');
    expect(chatButtonLabel(1)).toBe('Chat, 1 unread reply');
    expect(chatButtonLabel(3)).toBe('Chat, 3 unread replies');
  });
});
