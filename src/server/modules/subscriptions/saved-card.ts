import { CHECKOUT_MESSAGES } from '../../../shared/checkout';
import { AppError } from '../../errors';
import { demoCharge } from '../payments/demo-processor';

/**
 * A card kept for a subscription's later orders, charged with the shopper away (off-session). Only
 * the demo processor is wired here: it saves Stripe's public test numbers as a reference and their
 * last four digits, never the number. Like Stripe's test mode, 4000 0000 0000 0341 saves fine and
 * is then declined at every charge, so the declined-card path can be tried. With Stripe keys set,
 * subscriptions take cash on delivery (see docs/decisions/013-subscription-scheduler.md).
 */
export const SAVE_THEN_DECLINE_CARD = '4000000000000341';
const DECLINED_MESSAGE = 'Your card was declined.';
const DEMO_PREFIX = 'demo_card_';

export function saveDemoCard(number: string | undefined): { last4: string; ref: string } {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits)
    throw new AppError('VALIDATION_FAILED', CHECKOUT_MESSAGES.cardNumber, 400, {
      'card.number': CHECKOUT_MESSAGES.cardNumber,
    });
  const last4 = digits.slice(-4);
  if (digits === SAVE_THEN_DECLINE_CARD) return { last4, ref: `${DEMO_PREFIX}decline_${last4}` };
  const check = demoCharge('stripe_card', digits);
  if (!check.ok) throw new AppError('CARD_DECLINED', check.message, 422, { 'card.number': check.message });
  return { last4, ref: `${DEMO_PREFIX}${last4}` };
}

export type SavedCardCharge = { ok: true; ref: string } | { ok: false; message: string };

/** Charges a saved card for an order; the same key charges once however often it is asked. */
export function chargeSavedCard(cardRef: string | null, key: string): SavedCardCharge {
  if (!cardRef?.startsWith(DEMO_PREFIX)) return { ok: false, message: DECLINED_MESSAGE };
  if (cardRef.includes('decline')) return { ok: false, message: DECLINED_MESSAGE };
  return { ok: true, ref: `demo_pi_${key.replaceAll('-', '').slice(0, 24)}` };
}
