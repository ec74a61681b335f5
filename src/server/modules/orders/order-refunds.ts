import { createHash } from 'node:crypto';
import { REFUND_MESSAGES } from '../../../shared/admin-orders';
import { formatCents } from '../../../shared/money';
import {
  canRefund,
  lineGoodsCents,
  lineQuantityLeft,
  PARTIAL_REFUND_MESSAGES,
  partsRefund,
  REFUNDABLE_STATUSES,
  refundShareCents,
} from '../../../shared/order-refunds';
import { AppError } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { clawBackRefundedPoints } from '../loyalty/loyalty-clawback';
import { paymentsRepository } from '../payments/payments-repository';
import { refundPayment, type PaidWith } from '../payments/refund-payment';
import type { StripeConfig } from '../payments/stripe-client';
import { promosRepository } from '../promos/promos-repository';
import { type OrderRow, ordersRepository, type RefundLineRow } from './orders-repository';
import type { Executor } from '../../db/executor';

/**
 * Refunds (PRODUCT.md "Checkout and orders"), decided here once; the amounts come from the shared rules
 * in src/shared/order-refunds.ts, which the staff dialog's preview uses too:
 * - Only a paid order that is delivered or cancelled can be refunded (a cancelled card order that was
 *   paid late, or a delivered one); cash on delivery is paid once delivered.
 * - Whole order (nothing chosen): what is left of the total goes back and the order becomes `refunded`.
 * - Parts of lines (a quantity or a weight each; whole lines are all of what is left of them): each part
 *   gives back its share of what the shopper paid for goods (refundShareCents). A delivered order STAYS
 *   delivered; when the parts are all that is left of the order's lines, the remainder of the total
 *   (delivery, tip included) goes back and the order becomes `refunded`.
 * - A custom amount with a reason: exactly that amount; refused when it is more than what was paid and
 *   not yet refunded. All of what is left makes it a whole-order refund.
 * - Never above what was paid and not yet refunded: the caller holds the order row locked (FOR UPDATE),
 *   so two refunds at once are decided one after the other on the same numbers.
 * - Points redeemed on a delivered order come back and its promo use is released only when the whole
 *   order is refunded. Then the points the refunded goods earned are taken back by the one clawback
 *   rule (loyalty-clawback.ts): the value of those already spent is kept from the money refunded.
 *   No part of a line, or of an order, is refunded twice.
 */
export interface RefundRequest {
  /** Whole lines (all that is left of each). */
  lineIds?: string[];
  /** Parts of lines: units, or pounds for a weighed item. */
  lines?: { lineId: string; quantity: number }[];
  /** A custom amount in cents (needs a reason). */
  amountCents?: number;
  reason?: string;
}

export interface RefundResult {
  whole: boolean;
  amountCents: number;
  refundId: string;
}

interface Part {
  line: RefundLineRow;
  quantity: number;
  goodsCents: number;
}

export async function refundLocked(
  tx: Executor,
  deps: { stripe: StripeConfig | null },
  order: OrderRow,
  request: RefundRequest,
  actor: AuditActor,
): Promise<RefundResult> {
  if (order.status === 'refunded' || order.paymentStatus === 'refunded') {
    throw new AppError('ALREADY_REFUNDED', REFUND_MESSAGES.alreadyRefunded);
  }
  // A lifecycle jump first (409, like every refused status change), then the payment rule (422).
  if (!(REFUNDABLE_STATUSES as readonly string[]).includes(order.status)) {
    throw new AppError('INVALID_TRANSITION', REFUND_MESSAGES.notFinished);
  }
  if (!canRefund({ status: order.status, paymentStatus: order.paymentStatus })) {
    throw new AppError('NOT_PAID', REFUND_MESSAGES.notPaid);
  }

  const lines = await ordersRepository.refundLines(tx, order.id);
  const remaining = order.totalCents - order.refundedCents;
  const totals = {
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    loyaltyDiscountCents: order.loyaltyDiscountCents,
    taxCents: order.taxCents,
  };

  const custom = request.amountCents;
  const parts = custom === undefined ? chosenParts(lines, request) : [];
  let whole: boolean;
  let grossCents: number;
  let goods: number;
  if (custom !== undefined) {
    if (custom > remaining) {
      throw new AppError('REFUND_TOO_LARGE', PARTIAL_REFUND_MESSAGES.amountTooLarge(Math.max(0, remaining)), {
        amountCents: PARTIAL_REFUND_MESSAGES.amountTooLarge(Math.max(0, remaining)),
      });
    }
    whole = custom === remaining;
    grossCents = custom;
    // The goods the amount stands for, for the points they earned: the share rule read backwards.
    const goodsLeft = lines.reduce((sum, l) => sum + l.lineTotalCents - l.refundedGoodsCents, 0);
    const paidForGoods = refundShareCents(totals, order.subtotalCents);
    goods = paidForGoods > 0 ? Math.min(goodsLeft, Math.round((custom * order.subtotalCents) / paidForGoods)) : 0;
  } else {
    const result = partsRefund(
      { ...totals, remainingCents: remaining },
      lines,
      parts.map((p) => ({ lineId: p.line.id, quantity: p.quantity })),
    );
    whole = result.whole;
    goods = result.goodsCents;
    grossCents = result.grossCents;
  }
  if (grossCents <= 0) throw new AppError('ALREADY_REFUNDED', REFUND_MESSAGES.alreadyRefunded);

  const paid = await paidWith(tx, order);
  // Points first, so the money refunded can account for earned points already spent. The redeemed
  // points come back before the clawback, so they count toward it.
  if (whole && order.status === 'delivered' && order.loyaltyPointsUsed > 0) {
    // A cancelled order gave its redeemed points back when it was cancelled.
    await ordersRepository.addPoints(tx, order.userId, order.id, order.loyaltyPointsUsed, 'returned');
  }
  const clawback = await clawBackRefundedPoints(tx, order, whole ? 'rest' : goods);
  const amountCents = grossCents - clawback.keptCents;
  if (amountCents <= 0) throw new AppError('POINTS_SPENT', REFUND_MESSAGES.pointsSpent);

  // Names this refund: the same request retried after a lost answer is the same refund at Stripe.
  const scope = createHash('sha256')
    .update(
      custom !== undefined
        ? `amount:${custom}`
        : parts
            .map((p) => `${p.line.id}:${p.quantity}`)
            .sort()
            .join(','),
    )
    .digest('hex')
    .slice(0, 16);
  const providerRef = await refundPayment(deps.stripe, paid, {
    orderId: order.id,
    amountCents,
    idempotencyKey: `refund-${order.id}-${order.refundedCents}-${scope}`,
  });

  const refundLines = parts.map((p) => ({ lineId: p.line.id, quantity: p.quantity, goodsCents: p.goodsCents }));
  const refundId = await ordersRepository.insertRefund(tx, {
    orderId: order.id,
    amountCents,
    provider: paid.provider,
    providerRef,
    lines: refundLines,
    reason: request.reason ?? null,
    by: actor.id,
  });
  if (parts.length) await ordersRepository.addRefundedParts(tx, refundLines);
  // The value kept for spent points counts as settled, so a later refund does not pay it out after all.
  await ordersRepository.addRefundedCents(tx, order.id, grossCents);
  if (whole) {
    await promosRepository.release(tx, order.id);
    await paymentsRepository.markRefunded(tx, order.id);
    await ordersRepository.setStatus(tx, order.id, 'refunded', request.reason ?? 'Refunded', actor.id, {
      paymentStatus: 'refunded',
    });
  }
  const what = whole
    ? 'whole order'
    : custom !== undefined
      ? `custom amount: ${request.reason ?? ''}`
      : `${parts.length} line${parts.length === 1 ? '' : 's'}`;
  await recordAudit(tx, actor, {
    action: 'order.refund',
    entityType: 'order',
    entityId: order.id,
    summary: `${order.orderNumber}: refunded ${formatCents(amountCents)} (${what})`,
    before: { status: order.status, refundedCents: order.refundedCents },
    after: {
      status: whole ? 'refunded' : order.status,
      refundedCents: order.refundedCents + amountCents,
      amountCents,
      provider: paid.provider,
      lineIds: parts.map((p) => p.line.id),
      lines: refundLines,
      customAmountCents: custom ?? null,
      reason: request.reason ?? null,
      loyaltyPointsTakenBack: clawback.points,
      loyaltyPointsAlreadySpent: clawback.spentPoints,
      keptForSpentPointsCents: clawback.keptCents,
    },
  });
  return { whole, amountCents, refundId };
}

/** The parts of lines a request asks for, checked against what is left of each line. */
function chosenParts(lines: RefundLineRow[], request: RefundRequest): Part[] {
  const asked = new Map<string, number>();
  const add = (lineId: string, quantity: number | 'rest') => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw new AppError('UNKNOWN_LINE', REFUND_MESSAGES.unknownLine);
    const left = lineQuantityLeft(line);
    if (left <= 0) throw new AppError('LINE_REFUNDED', REFUND_MESSAGES.lineRefunded);
    asked.set(lineId, (asked.get(lineId) ?? 0) + (quantity === 'rest' ? left : quantity));
  };
  if (request.lines) for (const l of request.lines) add(l.lineId, l.quantity);
  else if (request.lineIds) for (const id of new Set(request.lineIds)) add(id, 'rest');
  else for (const l of lines) if (lineQuantityLeft(l) > 0) add(l.id, 'rest');

  return [...asked].map(([lineId, raw]) => {
    const line = lines.find((l) => l.id === lineId)!;
    const quantity = Math.round(raw * 100) / 100;
    const left = lineQuantityLeft(line);
    const unit = line.weightBased ? 'lb' : null;
    if (!line.weightBased && !Number.isInteger(quantity)) {
      throw new AppError('WHOLE_UNITS', PARTIAL_REFUND_MESSAGES.wholeUnits);
    }
    if (quantity > left + 0.0001) {
      throw new AppError('QUANTITY_TOO_LARGE', PARTIAL_REFUND_MESSAGES.quantityTooLarge(left, unit));
    }
    return { line, quantity, goodsCents: lineGoodsCents(line, quantity) };
  });
}

/** The payment that succeeded for the order; cash on delivery has none to call. */
async function paidWith(tx: Executor, order: OrderRow): Promise<PaidWith> {
  if (order.paymentMethod === 'cod') return { provider: 'cod', providerRef: null };
  const payment = await paymentsRepository.succeededFor(tx, order.id);
  if (!payment) throw new AppError('NOT_PAID', REFUND_MESSAGES.notPaid);
  return { provider: payment.provider, providerRef: payment.providerRef };
}
