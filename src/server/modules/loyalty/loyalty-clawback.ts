import { LOYALTY_POINTS_PER_DOLLAR } from '../../../shared/order-totals';
import type { Executor } from '../../db/executor';
import { loyaltyRepository } from './loyalty-repository';

/** A point's worth at checkout, in cents (100 points = $1). */
const CENTS_PER_POINT = 100 / LOYALTY_POINTS_PER_DOLLAR;

export interface Clawback {
  /** Points taken back for the refunded goods (ledger `refunded`). */
  points: number;
  /** Of those, the ones the shopper had already spent: paid for out of the refund instead (ledger `recovered`). */
  spentPoints: number;
  /** What the spent points are worth: kept from the money refunded. */
  keptCents: number;
}

/**
 * The one clawback rule for points earned on an order that is later refunded (docs/security.md "Loyalty"):
 * a refund takes back the points the refunded goods earned, in proportion (all that is left of them on
 * the last refund). What the balance still holds comes off the balance; points the shopper has already
 * spent cannot, so their checkout value is kept from the money refunded. The balance never goes below
 * zero, and the shopper never keeps both the refund and what the points bought.
 *
 * The ledger shows both halves (−all the points as `refunded`, +the spent ones as `recovered`), so it
 * still adds up to the balance and a later refund of the same order never takes the same points twice.
 * Runs inside the refund's transaction, before the payment provider is called with the amount.
 */
export async function clawBackRefundedPoints(
  tx: Executor,
  order: { id: string; userId: string; subtotalCents: number },
  goods: number | 'rest',
): Promise<Clawback> {
  const none = { points: 0, spentPoints: 0, keptCents: 0 };
  const { earned, taken } = await loyaltyRepository.earnedAndTaken(tx, order.id);
  const left = earned - taken;
  if (left <= 0) return none;
  const points =
    goods === 'rest' ? left : Math.min(left, Math.floor((earned * goods) / Math.max(1, order.subtotalCents)));
  if (points <= 0) return none;

  const fromBalance = Math.min(await loyaltyRepository.lockBalance(tx, order.userId), points);
  const spentPoints = points - fromBalance;
  await loyaltyRepository.clawBack(tx, order.userId, order.id, { points, fromBalance, spentPoints });
  return { points, spentPoints, keptCents: spentPoints * CENTS_PER_POINT };
}
