import { z } from 'zod';
import { formatCents } from './money';
import { waitPhrase } from './wait-phrase';

/** Promo codes (PRODUCT.md "Loyalty, promos"): validated on the server at apply time and at order time. */
export const PROMO_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export const PROMO_MESSAGES = {
  required: 'Please enter a promo code',
  invalid: 'Invalid promo code',
  notStarted: 'This promo code is not active yet',
  expired: 'This promo code has expired',
  usedUp: 'This promo code has reached its usage limit',
  alreadyUsed: 'You have already used this promo code',
  belowMinimum: (minimumCents: number) => `This promo code needs an order of at least ${formatCents(minimumCents)}`,
  wrongDay: (code: string, day: string) => `${code} is valid on ${day}s only`,
  firstOrderOnly: 'This promo code is for your first order only',
  tierOnly: (tier: string) => `This promo code is for ${tier} members`,
  tooManyTries: (seconds: number) => `Too many promo codes tried. Please wait ${waitPhrase(seconds)} and try again.`,
} as const;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const promoCodeField = z
  .string({ error: PROMO_MESSAGES.required })
  .trim()
  .toUpperCase()
  .min(1, PROMO_MESSAGES.required)
  .max(40, PROMO_MESSAGES.invalid);

export const validatePromoInput = z.object({ code: promoCodeField });
export type ValidatePromoInput = z.input<typeof validatePromoInput>;

export const promoDto = z.object({
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  description: z.string(),
  /** The discount on the shopper's current cart (0 for free delivery, whose saving shows as delivery). */
  discountCents: z.number().int(),
});
export type PromoDto = z.infer<typeof promoDto>;
