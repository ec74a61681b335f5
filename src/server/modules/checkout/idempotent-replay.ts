import type { PlaceOrder } from '../../../shared/checkout';
import { computeTotals } from '../../../shared/order-totals';
import { AppError } from '../../errors';
import type { OrderDetailRow } from '../orders/orders-repository';

export const KEY_REUSED_MESSAGE =
  'This checkout was already submitted with different details. Reload the checkout page to place a new order.';

/**
 * Whether a submit that reuses an order's idempotency key asks for the same order: the same contact,
 * address, delivery window, express, substitutions, tip, promo code and points. As at Stripe, only an
 * identical request is answered with the first order; a changed one is a client bug or a forged replay.
 * The payment method and card may differ: a retry after a declined card switches method on purpose.
 */
export function sameOrderRequest(row: OrderDetailRow, input: PlaceOrder): boolean {
  const { contact, delivery, payment } = input;
  const { address, slot } = delivery;
  // The tip and points the input would give on this order's amounts, by the one totals rule.
  const again = computeTotals({
    lines: [{ unitPriceCents: row.subtotalCents, quantity: 1, taxClass: 'food' }],
    zone: null,
    state: null,
    tip: payment.tip,
    promo: row.discountCents > 0 ? { kind: 'fixed', cents: row.discountCents } : null,
    loyaltyPoints: payment.loyaltyPoints,
  });
  const wanted = new Map(delivery.substitutions.map((s) => [`${s.productId}:${s.variantId ?? ''}`, s.preference]));
  const substitutionsMatch = row.lines.every(
    (l) => l.substitution === (wanted.get(`${l.productId}:${l.variantId ?? ''}`) ?? 'best_match'),
  );
  return (
    row.contactName === contact.fullName &&
    row.contactEmail === contact.email &&
    row.contactPhone === contact.phone &&
    row.street === address.street &&
    row.street2 === address.street2 &&
    row.city === address.city &&
    row.state === address.state &&
    row.zipCode === address.zipCode &&
    row.deliveryDate === slot.date &&
    row.deliveryWindowStart === slot.start &&
    row.express === delivery.express &&
    (row.promoCode ?? null) === (payment.promoCode ?? null) &&
    row.tipCents === again.tipCents &&
    row.loyaltyPointsUsed === again.loyaltyPointsUsed &&
    substitutionsMatch
  );
}

export const keyReusedError = () => new AppError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
