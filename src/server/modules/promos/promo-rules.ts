import { storeClock } from '../../../shared/delivery-slots';
import type { PromoEffect } from '../../../shared/order-totals';
import { LOYALTY_TIERS, type LoyaltyTier, TIER_LABELS } from '../../../shared/loyalty';
import { PROMO_MESSAGES, WEEKDAY_NAMES } from '../../../shared/promos';
import type { PromoRow } from './promos-repository';

const TIER_RANK = Object.fromEntries(LOYALTY_TIERS.map((t, i) => [t, i])) as Record<LoyaltyTier, number>;

/**
 * Whether a promo applies to this shopper's subtotal now: the first rule broken gives its message.
 * Run when the code is applied and again inside the order's transaction.
 */
export function promoProblem(
  promo: PromoRow | undefined,
  subtotalCents: number,
  now: Date = new Date(),
): string | null {
  if (!promo || !promo.isActive) return PROMO_MESSAGES.invalid;
  if (promo.startsAt && new Date(promo.startsAt) > now) return PROMO_MESSAGES.notStarted;
  if (promo.endsAt && new Date(promo.endsAt) <= now) return PROMO_MESSAGES.expired;
  if (promo.usageLimit !== null && promo.timesUsed >= promo.usageLimit) return PROMO_MESSAGES.usedUp;
  if (promo.perUserLimit !== null && promo.usedByUser >= promo.perUserLimit) return PROMO_MESSAGES.alreadyUsed;
  if (promo.firstOrderOnly && promo.ordersPlaced > 0) return PROMO_MESSAGES.firstOrderOnly;
  if (promo.minTier && TIER_RANK[promo.userTier] < TIER_RANK[promo.minTier]) {
    return PROMO_MESSAGES.tierOnly(TIER_LABELS[promo.minTier]);
  }
  if (promo.weekday !== null && storeClock(now).weekday !== promo.weekday) {
    return PROMO_MESSAGES.wrongDay(promo.code, WEEKDAY_NAMES[promo.weekday]!);
  }
  if (subtotalCents < promo.minSubtotalCents) return PROMO_MESSAGES.belowMinimum(promo.minSubtotalCents);
  return null;
}

/**
 * The answer a shopper gets for a code: its conditions only when the code is theirs to use (offered in
 * My Promos, or used by them before); any other unusable code (ended, not started, used up, another
 * tier's, a first-order code after the first order) is simply "Invalid promo code", so a guesser cannot
 * tell a real code from a made-up one.
 */
export function promoAnswer(promo: PromoRow | undefined, subtotalCents: number, now: Date = new Date()): string | null {
  const problem = promoProblem(promo, subtotalCents, now);
  if (problem === null || !promo) return problem;
  return offeredNow(promo, now) || promo.usedByUser > 0 ? problem : PROMO_MESSAGES.invalid;
}

export function promoEffect(promo: PromoRow): PromoEffect {
  if (promo.kind === 'percent') return { kind: 'percent', percent: promo.percentOff ?? 0 };
  if (promo.kind === 'fixed') return { kind: 'fixed', cents: promo.amountOffCents ?? 0 };
  return { kind: 'free_delivery' };
}

/**
 * Whether to offer a code in My Promos: every rule of this shopper holds today except the ones an
 * order settles (subtotal, weekday), which the offer states as conditions instead.
 */
export function offeredNow(promo: PromoRow, now: Date = new Date()): boolean {
  const problem = promoProblem({ ...promo, weekday: null, minSubtotalCents: 0 }, 0, now);
  return problem === null;
}
