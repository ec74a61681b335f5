import { PROMO_MESSAGES } from '../../../shared/promos';
import { TooManyRequestsError } from '../../errors';
import { digest, type Throttle, type ThrottleRefusal } from '../throttle/throttle';
import {
  PROMO_FAILURES_PER_ACCOUNT,
  PROMO_FAILURES_PER_ADDRESS,
  PROMO_FAILURES_PER_CODE,
} from '../throttle/throttle-policies';

/** 429 with the wait in words and in Retry-After, on the promo code's field. */
export const promoGuessingError = (seconds: number) =>
  new TooManyRequestsError('PROMO_THROTTLED', PROMO_MESSAGES.tooManyTries(seconds), seconds, {
    'payment.promoCode': PROMO_MESSAGES.tooManyTries(seconds),
  });

/**
 * Promo codes answered "Invalid promo code", counted per shopper, per typed code and per client address
 * (policies in throttle-policies.ts), so codes cannot be guessed by the thousand. The shopper's own count
 * does the stopping; the address's count is generous, so a guesser in a household or an office does not
 * lock the others out; a made-up code tried from many accounts is refused on its own. A valid code, or
 * one whose conditions are not met yet (a minimum, a weekday), is not a guess and is not counted; the
 * same wrong code twice in a row counts once. While refused, no code is checked at all, so a guesser
 * learns nothing either way.
 */
export function createPromoGuessThrottle(throttle: Throttle, isRealCode: (code: string) => Promise<boolean>) {
  // Each key's subject is what a repeat looks like to it: the same code again on the shopper's and the
  // address's counts, the same shopper again on the code's.
  const checks = (userId: string, address: string, code: string) => [
    { key: `promo:account:${userId}`, policy: PROMO_FAILURES_PER_ACCOUNT, subject: code },
    { key: `promo:address:${address}`, policy: PROMO_FAILURES_PER_ADDRESS, subject: code },
    { key: `promo:code:${digest(code)}`, policy: PROMO_FAILURES_PER_CODE, subject: userId, madeUpOnly: true },
  ];
  return {
    refusal: (userId: string, address: string, code: string): Promise<ThrottleRefusal | null> =>
      throttle.refusal(checks(userId, address, code)),

    /** Counts the code when its answer was "invalid"; a real code's count stays at zero. */
    async answered(userId: string, address: string, code: string, message: string | null) {
      if (message !== PROMO_MESSAGES.invalid) return;
      const real = await isRealCode(code);
      for (const { madeUpOnly, subject, ...check } of checks(userId, address, code))
        if (!(real && madeUpOnly)) await throttle.hit(check, subject);
    },
  };
}
export type PromoGuessThrottle = ReturnType<typeof createPromoGuessThrottle>;
