import { formatCents } from './money';
import type { OrderStatus, PaymentStatus } from './orders';

/**
 * Refund rules written once (PRODUCT.md "Checkout and orders"), used by the server when it refunds
 * and by the staff refund dialog for its preview, so both show the same amount.
 */

/** Only a delivered or cancelled order can be refunded (the statuses ORDER_TRANSITIONS lets become `refunded`). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** Whether a refund may give money back now: a paid order that is delivered or cancelled. */
export function canRefund(order: { status: string; paymentStatus: string }): boolean {
  return (
    (REFUNDABLE_STATUSES as readonly string[]).includes(order.status) &&
    (order.paymentStatus as PaymentStatus) === 'paid'
  );
}

/** What the shopper paid for the goods of an order: subtotal − promo − loyalty discount + tax. */
export interface RefundOrderTotals {
  subtotalCents: number;
  discountCents: number;
  loyaltyDiscountCents: number;
  taxCents: number;
}

/**
 * A refunded part of the goods gives back its share of what the shopper paid for goods: `goodsCents`
 * (line money before discounts) scaled by (subtotal − promo − loyalty discount + tax) / subtotal.
 */
export function refundShareCents(order: RefundOrderTotals, goodsCents: number): number {
  if (order.subtotalCents <= 0 || goodsCents <= 0) return 0;
  const paidForGoods = order.subtotalCents - order.discountCents - order.loyaltyDiscountCents + order.taxCents;
  return Math.max(0, Math.round((goodsCents * paidForGoods) / order.subtotalCents));
}

/** One order line as far as refunds are concerned. */
export interface RefundableLine {
  quantity: number;
  lineTotalCents: number;
  refundedQuantity: number;
  refundedGoodsCents: number;
}

/** Quantities are units or pounds with two decimals: compare them in hundredths. */
const hundredths = (n: number) => Math.round(n * 100);

/** What is left of a line to refund (units or lb). */
export function lineQuantityLeft(line: RefundableLine): number {
  return Math.max(0, hundredths(line.quantity) - hundredths(line.refundedQuantity)) / 100;
}

/**
 * The goods money (before the discount and tax share) that refunding `quantity` of a line covers: its
 * part of the line total, and exactly what is left of the line when the rest of it is refunded (so
 * the parts of a line always add up to its total, whatever the rounding).
 */
export function lineGoodsCents(line: RefundableLine, quantity: number): number {
  const left = hundredths(line.quantity) - hundredths(line.refundedQuantity);
  const asked = hundredths(quantity);
  if (asked <= 0 || left <= 0) return 0;
  if (asked >= left) return Math.max(0, line.lineTotalCents - line.refundedGoodsCents);
  return Math.min(
    line.lineTotalCents - line.refundedGoodsCents,
    Math.round((line.lineTotalCents * asked) / hundredths(line.quantity)),
  );
}

/**
 * What refunding these parts of lines gives back before any points are kept: each part's share of
 * what was paid for goods; when the parts are all that is left of the order's lines, everything left
 * of the total (delivery and tip included) and the refund is `whole`. Never above `remainingCents`.
 */
export function partsRefund(
  order: RefundOrderTotals & { remainingCents: number },
  lines: (RefundableLine & { id: string })[],
  parts: { lineId: string; quantity: number }[],
): { goodsCents: number; grossCents: number; whole: boolean } {
  const asked = new Map<string, number>();
  for (const p of parts) asked.set(p.lineId, (asked.get(p.lineId) ?? 0) + p.quantity);
  const goodsCents = lines.reduce((sum, l) => sum + lineGoodsCents(l, asked.get(l.id) ?? 0), 0);
  const whole = lines.every((l) => hundredths(lineQuantityLeft(l)) <= hundredths(asked.get(l.id) ?? 0));
  const remaining = Math.max(0, order.remainingCents);
  return {
    goodsCents,
    whole,
    grossCents: whole ? remaining : Math.min(remaining, refundShareCents(order, goodsCents)),
  };
}

export const PARTIAL_REFUND_MESSAGES = {
  quantityTooLarge: (left: number, unit: string | null) =>
    `At most ${left}${unit ? ` ${unit}` : ''} of this line can still be refunded`,
  wholeUnits: 'Refund whole units of this item',
  amountTooLarge: (leftCents: number) =>
    `The refund cannot be more than what was paid and not yet refunded (${formatCents(leftCents)})`,
  reasonRequired: 'Give a reason for a custom amount',
  oneKind: 'Refund either lines or a custom amount, not both',
} as const;
