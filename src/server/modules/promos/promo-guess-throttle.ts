import { PROMO_MESSAGES } from '../../../shared/promos';
import { TooManyRequestsError } from '../../errors';
import { type Throttle, type ThrottleRefusal } from '../throttle/throttle';
import { PROMO_FAILURES_PER_ACCOUNT, PROMO_FAILURES_PER_ADDRESS } from '../throttle/throttle-policies';

/** 429 with the wait in words and in Retry-After, on the promo code's field. */
export const promoGuessingError = (seconds: number) =>
  new TooManyRequestsError('PROMO_THROTTLED', PROMO_MESSAGES.tooManyTries(seconds), seconds, {
    'payment.promoCode': PROMO_MESSAGES.tooManyTries(seconds),
  });

/**
 * Promo codes answered "Invalid promo code", counted per shopper and per client address (policies in
 * throttle-policies.ts), so codes cannot be guessed by the thousand. A valid code whose conditions are
 * not met yet (a minimum, a weekday) is not a guess and is not counted; the same wrong code twice in a
 * row counts once. While refused, no code is checked at all, so a guesser learns nothing either way.
 */
export function createPromoGuessThrottle(throttle: Throttle) {
  const checks = (userId: string, address: string) => [
    { key: `promo:account:${userId}`, policy: PROMO_FAILURES_PER_ACCOUNT },
    { key: `promo:address:${address}`, policy: PROMO_FAILURES_PER_ADDRESS },
  ];
  return {
    refusal: (userId: string, address: string): Promise<ThrottleRefusal | null> =>
      throttle.refusal(checks(userId, address)),

    /** Counts the code when its answer was "invalid". */
    async answered(userId: string, address: string, code: string, message: string | null) {
      if (message !== PROMO_MESSAGES.invalid) return;
      for (const check of checks(userId, address)) await throttle.hit(check, code);
    },
  };
}
export type PromoGuessThrottle = ReturnType<typeof createPromoGuessThrottle>;
