import type { FastifyBaseLogger } from 'fastify';
import { MAX_COUNT_QUANTITY, MAX_WEIGHT_QUANTITY } from '../../../shared/guest-cart';
import { pointsForSubtotal } from '../../../shared/loyalty';
import {
  CANCELLABLE_STATUSES,
  CANNOT_CANCEL_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  type OrderStatus,
} from '../../../shared/orders';
import { moveWarnings, STATUS_MOVE_MESSAGES, statusMoveKind } from '../../../shared/order-status-moves';
import type { Database } from '../../db/client';
import type { EmailMessage, Mailer } from '../../email/mailer';
import { AppError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { cartRepository } from '../cart/cart-repository';
import type { StripeConfig } from '../payments/stripe-client';
import { loyaltyRepository } from '../loyalty/loyalty-repository';
import { paymentsRepository } from '../payments/payments-repository';
import { promosRepository } from '../promos/promos-repository';
import {
  type ConfirmationFields,
  EMAILED_STATUSES,
  orderConfirmationMessage,
  orderRefundMessage,
  orderStatusMessage,
} from './order-emails';
import { toOrderDto, toOrderSummary } from './order-dto';
import { refundLocked, type RefundRequest } from './order-refunds';
import { type OrderDetailRow, type OrderRow, ordersRepository } from './orders-repository';
import { salesCountRepository } from './sales-count-repository';
import { stockRepository } from './stock-repository';
import { type Executor, inTransaction } from '../../db/executor';

export const ABANDONED_ORDER_MINUTES = 30;

export interface OrdersDeps {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Where card refunds go when the order was paid through Stripe (null: demo mode). */
  stripe?: StripeConfig | null;
}

/** Orders after they are placed: reading, tracking, cancelling, staff status changes, reorder, emails. */
export function createOrdersService({ database, mailer, publicUrl, log, stripe = null }: OrdersDeps) {
  async function detailOrThrow(orderId: string, userId: string | null) {
    const row = await ordersRepository.detail(database, orderId, userId);
    if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Email failures are logged, never turned into a failed order or status change. */
  async function send(kind: 'confirmation' | OrderStatus, orderId: string, loaded?: OrderDetailRow) {
    try {
      const order = loaded ?? (await detailOrThrow(orderId, null));
      const message =
        kind === 'confirmation'
          ? orderConfirmationMessage(order, publicUrl)
          : orderStatusMessage(order, kind, publicUrl);
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, orderId }, 'order email failed');
    }
  }

  /** Tells the order's shopper's open pages (/track-order, /account/orders) to reload it; never fails the change. */
  async function announce(orderId: string) {
    try {
      await ordersRepository.notifyChanged(database, orderId);
    } catch (error) {
      log.warn({ err: error, orderId }, 'order live event failed');
    }
  }

  async function sendRefund(orderId: string, amountCents: number, whole: boolean) {
    try {
      const order = await detailOrThrow(orderId, null);
      await mailer.send(orderRefundMessage(order, amountCents, whole, publicUrl));
    } catch (error) {
      log.error({ err: error, orderId }, 'refund email failed');
    }
  }

  /**
   * Cancels inside the caller's transaction (order row locked): units back to stock, the delivery
   * window, promo use and loyalty points given back, exactly once thanks to stock_held.
   */
  async function cancelLocked(tx: Executor, order: OrderRow, note: string, by: string | null) {
    if (order.stockHeld) {
      await promosRepository.release(tx, order.id);
      if (order.loyaltyPointsUsed > 0) {
        await ordersRepository.addPoints(tx, order.userId, order.id, order.loyaltyPointsUsed, 'returned');
      }
      await ordersRepository.releaseSlot(tx, order.deliveryDate, order.deliveryWindowStart);
      const lines = await stockRepository.orderLines(tx, order.id);
      await stockRepository.lock(tx, lines);
      await stockRepository.putBack(tx, lines);
      await salesCountRepository.takeBack(tx, lines);
    }
    await ordersRepository.setStatus(tx, order.id, 'cancelled', note, by, { releaseStock: true });
  }

  /**
   * Staff: refund the whole order, whole lines, parts of lines (a quantity or weight) or a custom amount
   * with a reason (rules in order-refunds.ts), under the order's row lock, then tell the shopper.
   * Other features (a reported problem's resolution) refund through this too: `orders.refund`.
   */
  async function refundOrder(orderId: string, request: RefundRequest, actor: AuditActor) {
    const result = await inTransaction(database, async (tx) => {
      const order = await ordersRepository.lockOrder(tx, orderId, null);
      if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return refundLocked(tx, { stripe }, order, request, actor);
    });
    await announce(orderId);
    await sendRefund(orderId, result.amountCents, result.whole);
    return toOrderDto(await detailOrThrow(orderId, null));
  }

  return {
    sendConfirmation: (orderId: string, loaded?: OrderDetailRow) => send('confirmation', orderId, loaded),

    /**
     * Outbox mode: the confirmation to store in the order's own transaction (then `confirmationKept`
     * after the commit); null when emails go out by SMTP, after the commit, through `sendConfirmation`.
     */
    outboxConfirmation: (order: ConfirmationFields): EmailMessage | null =>
      mailer.mode === 'outbox' ? orderConfirmationMessage(order, publicUrl) : null,
    confirmationKept: (message: EmailMessage) => mailer.kept(message),
    sendStatus: (orderId: string, status: OrderStatus) => send(status, orderId),

    async list(userId: string | null, query: { page: number; pageSize: number; status?: string; q?: string }) {
      const { rows, total } = await ordersRepository.list(database, { userId, ...query });
      return { orders: rows.map(toOrderSummary), total, page: query.page, pageSize: query.pageSize };
    },

    async detail(orderId: string, userId: string | null) {
      return toOrderDto(await detailOrThrow(orderId, userId));
    },

    /** The answer and the row it came from (the confirmation email reuses the row). */
    async detailWithRow(orderId: string, userId: string | null) {
      const row = await detailOrThrow(orderId, userId);
      return { order: toOrderDto(row), row };
    },

    async track(userId: string, orderNumber: string) {
      const row = await ordersRepository.detailByNumber(database, orderNumber, userId);
      if (!row) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return toOrderDto(row);
    },

    async cancel(orderId: string, userId: string | null, by: string) {
      await inTransaction(database, async (tx) => {
        const order = await ordersRepository.lockOrder(tx, orderId, userId);
        if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
        if (!CANCELLABLE_STATUSES.includes(order.status as OrderStatus)) {
          throw new AppError('CANNOT_CANCEL', CANNOT_CANCEL_MESSAGE);
        }
        await cancelLocked(tx, order, userId ? 'Cancelled by the shopper' : 'Cancelled by staff', by);
      });
      await announce(orderId);
      await send('cancelled', orderId);
      return toOrderDto(await detailOrThrow(orderId, userId));
    },

    /**
     * Staff: a status move (order-status-moves.ts), with its audit row in the same transaction. The
     * order row is locked first, so of two changes at once the second sees the first's result (and may
     * be refused). A skip or Delivered before the window needs `confirm`; a step back needs a reason and
     * sends no email. Cancelling returns stock; delivering earns loyalty points once; `refunded` is a
     * whole-order refund.
     */
    async changeStatus(
      orderId: string,
      status: OrderStatus,
      note: string | null,
      actor: AuditActor,
      options: { confirm?: boolean } = {},
    ) {
      if (status === 'refunded') return refundOrder(orderId, { reason: note ?? undefined }, actor);
      const kind = await inTransaction(database, async (tx) => {
        const order = await ordersRepository.lockOrder(tx, orderId, null);
        if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
        const from = order.status as OrderStatus;
        const kind = statusMoveKind(from, status);
        if (!kind) {
          throw new AppError(
            'INVALID_TRANSITION',
            `An order that is ${from.replaceAll('_', ' ')} cannot become ${status.replaceAll('_', ' ')}`,
          );
        }
        const warnings = moveWarnings(
          { status: from, deliveryDate: order.deliveryDate, deliveryWindowStart: order.deliveryWindowStart },
          status,
        );
        if (warnings.length && !options.confirm) {
          throw new AppError('CONFIRMATION_REQUIRED', STATUS_MOVE_MESSAGES.confirmRequired(warnings));
        }
        if (kind === 'back') {
          if (!note) {
            throw new AppError('REASON_REQUIRED', STATUS_MOVE_MESSAGES.reasonRequired, {
              note: STATUS_MOVE_MESSAGES.reasonRequired,
            });
          }
          if ((await ordersRepository.refundedCents(tx, orderId)) > 0)
            throw new AppError('REFUNDED', STATUS_MOVE_MESSAGES.backAfterRefund);
        }
        await recordAudit(tx, actor, {
          action: 'order.status',
          entityType: 'order',
          entityId: orderId,
          summary: `${order.orderNumber}: ${from} → ${status}${kind === 'back' ? ` (moved back: ${note})` : ''}`,
          before: { status: from },
          after: { status, note, ...(kind === 'step' ? {} : { move: kind, confirmed: options.confirm ?? false }) },
        });
        if (status === 'cancelled') {
          await cancelLocked(tx, order, note ?? 'Cancelled by staff', actor.id);
          return kind;
        }
        if (status === 'delivered') {
          // Points are earned once per order (a step back and a second delivery keep the first).
          const points = pointsForSubtotal(order.subtotalCents);
          if (points > 0 && !(await loyaltyRepository.hasEarned(tx, orderId)))
            await ordersRepository.addPoints(tx, order.userId, orderId, points, 'earned');
          // Cash is collected at the door.
          const paid = order.paymentMethod === 'cod' ? 'paid' : undefined;
          await ordersRepository.setStatus(tx, orderId, status, note, actor.id, {
            releaseStock: true,
            paymentStatus: paid,
          });
          return kind;
        }
        // Back from Delivered: cash on delivery was not collected after all.
        const unpaid = kind === 'back' && from === 'delivered' && order.paymentMethod === 'cod' ? 'unpaid' : undefined;
        await ordersRepository.setStatus(
          tx,
          orderId,
          status,
          kind === 'back' ? `Moved back: ${note}` : note,
          actor.id,
          {
            paymentStatus: unpaid,
          },
        );
        return kind;
      });
      await announce(orderId);
      // Emails only for real progress: never for a step back.
      if (kind !== 'back') {
        if (EMAILED_STATUSES.includes(status)) await send(status, orderId);
        else if (status === 'confirmed') await send('confirmation', orderId);
      }
      return toOrderDto(await detailOrThrow(orderId, null));
    },

    refund: refundOrder,

    /** Tells the order's shopper's open pages to reload it (another area changed it); never fails. */
    announce,

    /** Puts an old order's products back in the cart, as much as stock and the line limits allow. */
    async reorder(orderId: string, userId: string) {
      const order = await detailOrThrow(orderId, userId);
      let added = 0;
      const skipped: string[] = [];
      for (const line of order.lines) {
        if (!line.productId) continue;
        const target = await cartRepository.addTarget(database, userId, line.productId, line.variantId);
        const stock = line.variantId
          ? (target?.variants.find((v) => v.id === line.variantId)?.stockQuantity ?? 0)
          : (target?.stock_quantity ?? 0);
        const max = target?.is_weight_based ? MAX_WEIGHT_QUANTITY : MAX_COUNT_QUANTITY;
        const room = Math.min(stock, max) - (target?.inCart ?? 0);
        const quantity = Math.min(line.quantity, room);
        if (!target?.is_active || quantity <= 0) {
          skipped.push(line.name);
          continue;
        }
        const limit = Math.min(stock, max);
        const upserted = await cartRepository.upsertLine(database, {
          userId,
          productId: line.productId,
          variantId: line.variantId,
          quantity,
          note: line.customRequirements,
          limit,
        });
        if (upserted) added++;
        else skipped.push(line.name);
      }
      return { added, skipped };
    },

    /** Folds the sales of orders placed or cancelled since the last run into the popularity order. */
    refreshSalesCounts: () => salesCountRepository.fold(database),

    /** Pending orders the release job would cancel now (its queue depth). */
    abandonedDue: () => ordersRepository.countAbandoned(database, ABANDONED_ORDER_MINUTES),

    /** The 30-minute release: each abandoned pending order is claimed with SKIP LOCKED and cancelled. */
    async releaseAbandoned(olderThanMinutes = ABANDONED_ORDER_MINUTES): Promise<number> {
      let released = 0;
      for (;;) {
        const id = await inTransaction(database, async (tx) => {
          const claimed = await ordersRepository.claimAbandoned(tx, olderThanMinutes);
          if (!claimed) return undefined;
          const order = await ordersRepository.lockOrder(tx, claimed, null);
          await cancelLocked(tx, order!, 'Payment not completed within 30 minutes; items released', null);
          await paymentsRepository.cancelPending(tx, claimed);
          return claimed;
        });
        if (!id) return released;
        released++;
        await announce(id);
        await send('cancelled', id);
      }
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
