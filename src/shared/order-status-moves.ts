import { z } from 'zod';
import { storeClock } from './delivery-slots';
import { ORDER_PROGRESS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, canTransition } from './orders';

/**
 * Staff status moves with care (PRODUCT.md "Checkout and orders"): besides the lifecycle's next step,
 * staff may skip steps forward (confirmed → out for delivery or delivered, packed → delivered) and take
 * one step back after a mistaken move (with a reason). A skip, or Delivered before the delivery window
 * has started, needs an explicit confirmation; the server refuses such a move without it.
 */
export type StatusMoveKind = 'step' | 'skip' | 'back';

/** Where skips may start: once an order is confirmed (paid or cash on delivery). */
const FIRST_SKIPPABLE = ORDER_PROGRESS.indexOf('confirmed');
/** Steps back stop at confirmed: pending means "waiting for payment", not a place to go back to. */
const FIRST_BACK_TARGET = ORDER_PROGRESS.indexOf('confirmed');

export function statusMoveKind(from: OrderStatus, to: OrderStatus): StatusMoveKind | null {
  if (canTransition(from, to)) return 'step';
  const a = ORDER_PROGRESS.indexOf(from);
  const b = ORDER_PROGRESS.indexOf(to);
  if (a < 0 || b < 0) return null;
  if (a >= FIRST_SKIPPABLE && b > a + 1) return 'skip';
  if (b === a - 1 && b >= FIRST_BACK_TARGET) return 'back';
  return null;
}

/** The forward moves staff can choose from a status: the next step first, then the skips. */
export function forwardMoves(from: OrderStatus): OrderStatus[] {
  return ORDER_PROGRESS.filter((to) => {
    const kind = statusMoveKind(from, to);
    return kind === 'step' || kind === 'skip';
  });
}

/** The one step back from a status, if there is one. */
export function stepBackTarget(from: OrderStatus): OrderStatus | null {
  const i = ORDER_PROGRESS.indexOf(from);
  const to = i > 0 ? ORDER_PROGRESS[i - 1]! : null;
  return to && statusMoveKind(from, to) === 'back' ? to : null;
}

/** Whether `now` is before the delivery window (a store date and start hour) has begun. */
export function beforeDeliveryWindow(deliveryDate: string, windowStart: number, now: Date = new Date()): boolean {
  const clock = storeClock(now);
  return clock.date < deliveryDate || (clock.date === deliveryDate && clock.hour < windowStart);
}

/**
 * What staff must confirm before a move, in words; empty when the move needs no confirmation.
 * Used by the dialog (to ask) and by the server (to refuse the move without `confirm`).
 */
export function moveWarnings(
  order: { status: OrderStatus; deliveryDate: string; deliveryWindowStart: number },
  to: OrderStatus,
  now: Date = new Date(),
): string[] {
  const warnings: string[] = [];
  if (statusMoveKind(order.status, to) === 'skip') {
    const a = ORDER_PROGRESS.indexOf(order.status);
    const skipped = ORDER_PROGRESS.slice(a + 1, ORDER_PROGRESS.indexOf(to)).map((s) => ORDER_STATUS_LABELS[s]);
    warnings.push(`This skips ${skipped.join(' and ')}.`);
  }
  if (to === 'delivered' && beforeDeliveryWindow(order.deliveryDate, order.deliveryWindowStart, now)) {
    warnings.push('The delivery window has not started yet.');
  }
  return warnings;
}

export const STATUS_MOVE_MESSAGES = {
  confirmRequired: (warnings: string[]) => `${warnings.join(' ')} Confirm the move to go ahead.`,
  reasonRequired: 'Give a reason for moving the order back',
  backAfterRefund: 'A refunded order cannot be moved back',
} as const;

/** The staff status change: `confirm` for a skip or an early delivery, `note` (the reason) required for a step back. */
export const staffStatusInput = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }),
  note: z.string().trim().max(500, 'Note cannot exceed 500 characters').optional(),
  confirm: z.boolean().optional(),
});
export type StaffStatusInput = z.input<typeof staffStatusInput>;
