import { createHash } from 'node:crypto';
import { REFUND_MESSAGES } from '../../../shared/admin-orders';
import { AppError } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { clawBackRefundedPoints } from '../loyalty/loyalty-clawback';
import { refundPayment, type PaidWith } from '../payments/refund-payment';
import type { StripeConfig } from '../payments/stripe-client';
import { promosRepository } from '../promos/promos-repository';
import type { OrderRow, OrdersRepository } from './orders-repository';
import type { TxQuery } from './transaction';

/**
 * Refunds (PRODUCT.md "Checkout and orders"), decided here once:
 * - Only a paid order that is delivered or cancelled can be refunded (a cancelled card order that was
 *   paid late, or a delivered one); cash on delivery is paid once delivered.
 * - Whole order (no lines): what is left of the total goes back and the order becomes `refunded`.
 * - Chosen lines: each line gives back its share of what the shopper paid for goods, i.e. its total
 *   scaled by (subtotal − promo − loyalty discount + tax) / subtotal. A delivered order STAYS delivered
 *   (the rest of it was delivered and kept); when the chosen lines are the last unrefunded ones, the
 *   remainder of the total (delivery, tip included) goes back and the order becomes `refunded`.
 * - Points redeemed on a delivered order come back and its promo use is released only when the whole
 *   order is refunded. Then the points the refunded goods earned are taken back by the one clawback
 *   rule (loyalty-clawback.ts): the value of those already spent is kept from the money refunded.
 *   A line, or an order, is never refunded twice.
 */
export interface RefundRequest {
  lineIds?: string[];
  reason?: string;
}

export interface RefundResult {
  whole: boolean;
  amountCents: number;
  refundId: string;
}

interface LineRow {
  id: string;
  line_total_cents: number;
  refunded_at: string | null;
}

// The statuses ORDER_TRANSITIONS lets become `refunded`.
const REFUNDABLE_STATUSES = ['delivered', 'cancelled'];

export async function refundLocked(
  q: TxQuery,
  deps: { repository: OrdersRepository; stripe: StripeConfig | null },
  order: OrderRow & { refunded_cents: number },
  request: RefundRequest,
  actor: AuditActor,
): Promise<RefundResult> {
  if (order.status === 'refunded' || order.payment_status === 'refunded') {
    throw new AppError('ALREADY_REFUNDED', REFUND_MESSAGES.alreadyRefunded, 409);
  }
  // A lifecycle jump first (409, like every refused status change), then the payment rule (422).
  if (!REFUNDABLE_STATUSES.includes(order.status)) {
    throw new AppError('INVALID_TRANSITION', REFUND_MESSAGES.notFinished, 409);
  }
  if (order.payment_status !== 'paid') throw new AppError('NOT_PAID', REFUND_MESSAGES.notPaid, 422);

  const lines = await q<LineRow>(
    `select id, line_total_cents, refunded_at from order_items where order_id = $1 order by position, id`,
    [order.id],
  );
  const open = lines.filter((l) => !l.refunded_at);
  const chosenIds = request.lineIds ? [...new Set(request.lineIds)] : open.map((l) => l.id);
  const chosen = chosenIds.map((id) => {
    const line = lines.find((l) => l.id === id);
    if (!line) throw new AppError('UNKNOWN_LINE', REFUND_MESSAGES.unknownLine, 422);
    if (line.refunded_at) throw new AppError('LINE_REFUNDED', REFUND_MESSAGES.lineRefunded, 409);
    return line;
  });
  const remaining = order.total_cents - order.refunded_cents;
  const whole = chosen.length === open.length;
  const chosenGoods = chosen.reduce((sum, l) => sum + l.line_total_cents, 0);
  const paidForGoods = order.subtotal_cents - order.discount_cents - order.loyalty_discount_cents + order.tax_cents;
  const share = order.subtotal_cents > 0 ? Math.round((chosenGoods * paidForGoods) / order.subtotal_cents) : 0;
  const grossCents = whole ? remaining : Math.min(remaining, Math.max(0, share));
  if (grossCents <= 0) throw new AppError('ALREADY_REFUNDED', REFUND_MESSAGES.alreadyRefunded, 409);

  const paid = await paidWith(q, order);
  // Points first, so the money refunded can account for earned points already spent. The redeemed
  // points come back before the clawback, so they count toward it.
  if (whole && order.status === 'delivered' && order.loyalty_points_used > 0) {
    // A cancelled order gave its redeemed points back when it was cancelled.
    await deps.repository.addPoints(q, order.user_id, order.id, order.loyalty_points_used, 'returned');
  }
  const clawback = await clawBackRefundedPoints(q, order, whole ? 'rest' : chosenGoods);
  const amountCents = grossCents - clawback.keptCents;
  if (amountCents <= 0) throw new AppError('POINTS_SPENT', REFUND_MESSAGES.pointsSpent, 422);

  // Names this refund: the same request retried after a lost answer is the same refund at Stripe.
  const scope = createHash('sha256')
    .update(
      chosen
        .map((l) => l.id)
        .sort()
        .join(','),
    )
    .digest('hex')
    .slice(0, 16);
  const providerRef = await refundPayment(deps.stripe, paid, {
    orderId: order.id,
    amountCents,
    idempotencyKey: `refund-${order.id}-${order.refunded_cents}-${scope}`,
  });

  const [refund] = await q<{ id: string }>(
    `insert into order_refunds (order_id, amount_cents, provider, provider_ref, order_item_ids, reason, created_by)
     values ($1, $2, $3, $4, $5::uuid[], $6, $7) returning id`,
    [order.id, amountCents, paid.provider, providerRef, chosen.map((l) => l.id), request.reason ?? null, actor.id],
  );
  await q(`update order_items set refunded_at = now(), updated_at = now() where id = any($1::uuid[])`, [
    chosen.map((l) => l.id),
  ]);
  // The value kept for spent points counts as settled, so a later refund does not pay it out after all.
  await q(`update orders set refunded_cents = refunded_cents + $2, updated_at = now() where id = $1`, [
    order.id,
    grossCents,
  ]);
  if (whole) {
    await promosRepository.release(q, order.id);
    await q(
      `update payments set status = 'refunded', updated_at = now() where order_id = $1 and status = 'succeeded'`,
      [order.id],
    );
    await deps.repository.setStatus(q, order.id, 'refunded', request.reason ?? 'Refunded', actor.id, {
      paymentStatus: 'refunded',
    });
  }
  await recordAudit(q, actor, {
    action: 'order.refund',
    entityType: 'order',
    entityId: order.id,
    summary: `${order.order_number}: refunded ${(amountCents / 100).toFixed(2)} USD${whole ? ' (whole order)' : ` (${chosen.length} line${chosen.length === 1 ? '' : 's'})`}`,
    before: { status: order.status, refundedCents: order.refunded_cents },
    after: {
      status: whole ? 'refunded' : order.status,
      refundedCents: order.refunded_cents + amountCents,
      amountCents,
      provider: paid.provider,
      lineIds: chosen.map((l) => l.id),
      loyaltyPointsTakenBack: clawback.points,
      loyaltyPointsAlreadySpent: clawback.spentPoints,
      keptForSpentPointsCents: clawback.keptCents,
    },
  });
  return { whole, amountCents, refundId: refund!.id };
}

/** The payment that succeeded for the order; cash on delivery has none to call. */
async function paidWith(q: TxQuery, order: OrderRow): Promise<PaidWith> {
  if (order.payment_method === 'cod') return { provider: 'cod', providerRef: null };
  const [payment] = await q<{ provider: 'cod' | 'demo' | 'stripe'; provider_ref: string | null }>(
    `select provider, provider_ref from payments where order_id = $1 and status = 'succeeded'
     order by paid_at desc nulls last, created_at desc limit 1`,
    [order.id],
  );
  if (!payment) throw new AppError('NOT_PAID', REFUND_MESSAGES.notPaid, 422);
  return { provider: payment.provider, providerRef: payment.provider_ref };
}
