import { CHECKOUT_MESSAGES } from '../../../shared/checkout';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/subscriptions';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { subscriptionsRepository } from './subscriptions-repository';
import { demoCharge } from '../payments/demo-processor';
import {
  chargeOffSession,
  createCustomer,
  createSetupIntent,
  retrieveSetupIntent,
  type StripeConfig,
} from '../payments/stripe-client';

/**
 * A card kept for a subscription's later orders, charged with the shopper away (off-session).
 *
 * With Stripe keys: the shopper's Stripe Customer gets a SetupIntent (usage off_session) that the
 * browser confirms with Stripe.js, so the card number goes only to Stripe; the box keeps the payment
 * method's id, the customer's id, the brand and the last four digits, and only once Stripe says that
 * SetupIntent succeeded for this shopper's customer. Each order is an off-session PaymentIntent.
 *
 * Without keys, the demo processor: it saves Stripe's public test numbers as a reference and their
 * last four digits, never the number. Like Stripe's test mode (and its stand-ins in the tests),
 * 4000 0000 0000 0341 saves fine and is then declined at every charge, so the declined-card path can
 * be tried. (docs/decisions/013-subscription-scheduler.md)
 */
export const SAVE_THEN_DECLINE_CARD = '4000000000000341';
const DECLINED_MESSAGE = 'Your card was declined.';
const AUTHENTICATION_MESSAGE =
  'your bank asked to confirm this payment with you, which cannot be done while you are away. Please contact your bank.';
const DEMO_PREFIX = 'demo_card_';

export function saveDemoCard(number: string | undefined): { last4: string; ref: string } {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits)
    throw new AppError('VALIDATION_FAILED', CHECKOUT_MESSAGES.cardNumber, {
      'card.number': CHECKOUT_MESSAGES.cardNumber,
    });
  const last4 = digits.slice(-4);
  if (digits === SAVE_THEN_DECLINE_CARD) return { last4, ref: `${DEMO_PREFIX}decline_${last4}` };
  const check = demoCharge('stripe_card', digits);
  if (!check.ok) throw new AppError('CARD_DECLINED', check.message, { 'card.number': check.message });
  return { last4, ref: `${DEMO_PREFIX}${last4}` };
}

/** The shopper's Stripe Customer: the one made before, or a new one (kept for next time). */
async function customerFor(database: Database, stripe: StripeConfig, user: { id: string; email: string }) {
  const known = await subscriptionsRepository.stripeCustomerId(database, user.id);
  if (known) return known;
  const customer = await createCustomer(stripe, { userId: user.id, email: user.email }, `customer-${user.id}`);
  // Two tabs at once: Stripe's idempotency key answers both with one customer, and the first row stays.
  await subscriptionsRepository.keepStripeCustomer(database, user.id, customer.id);
  return (await subscriptionsRepository.stripeCustomerId(database, user.id))!;
}

/** A SetupIntent for the shopper's customer, for the browser to confirm with the card element. */
export async function startStripeCardSetup(
  database: Database,
  stripe: StripeConfig,
  user: { id: string; email: string },
): Promise<{ clientSecret: string }> {
  const customerId = await customerFor(database, stripe, user);
  const intent = await createSetupIntent(stripe, { customerId, userId: user.id });
  return { clientSecret: intent.client_secret };
}

export interface StripeSavedCard {
  ref: string;
  customerId: string;
  last4: string | null;
  brand: string | null;
}

const notSaved = (message: string) => new AppError('CARD_NOT_SAVED', message, { card: message });

/**
 * The card a SetupIntent saved, asked of Stripe (the browser's word is not taken): refused unless
 * Stripe has that SetupIntent, it belongs to this shopper's customer, it is for off-session use and
 * it succeeded.
 */
export async function verifyStripeCardSetup(
  database: Database,
  stripe: StripeConfig,
  userId: string,
  setupIntentId: string,
): Promise<StripeSavedCard> {
  const known = await subscriptionsRepository.stripeCustomerId(database, userId);
  const intent = known && /^seti_\w+$/.test(setupIntentId) ? await retrieveSetupIntent(stripe, setupIntentId) : null;
  if (!intent || !known || intent.customer !== known) throw notSaved(SUBSCRIPTION_MESSAGES.cardSetupUnknown);
  const method = intent.payment_method;
  if (intent.status !== 'succeeded' || intent.usage !== 'off_session' || !method) {
    throw notSaved(SUBSCRIPTION_MESSAGES.cardNotConfirmed);
  }
  const card = typeof method === 'string' ? undefined : method.card;
  return {
    ref: typeof method === 'string' ? method : method.id,
    customerId: known,
    last4: card?.last4 ?? null,
    brand: card?.brand ?? null,
  };
}

export type SavedCardCharge = { ok: true; ref: string } | { ok: false; message: string };

/** Charges a demo saved card for an order; the same key charges once however often it is asked. */
export function chargeSavedCard(cardRef: string | null, key: string): SavedCardCharge {
  if (!cardRef?.startsWith(DEMO_PREFIX)) return { ok: false, message: DECLINED_MESSAGE };
  if (cardRef.includes('decline')) return { ok: false, message: DECLINED_MESSAGE };
  return { ok: true, ref: `demo_pi_${key.replaceAll('-', '').slice(0, 24)}` };
}

/** A box whose card was saved through Stripe (a payment method of its Stripe customer). */
export const isStripeCard = (s: { cardRef: string | null; stripeCustomerId: string | null }) =>
  Boolean(s.stripeCustomerId && s.cardRef && !s.cardRef.startsWith(DEMO_PREFIX));

/**
 * One off-session charge for a box's delivery at Stripe. The idempotency key is the box's and date's
 * (the order's run key), so a retried or restarted run gets the first attempt's PaymentIntent back
 * and never charges twice; a decline is the run's failure message.
 */
export async function chargeStripeSavedCard(
  stripe: StripeConfig | null,
  s: { id: string; cardRef: string | null; stripeCustomerId: string | null },
  input: { amountCents: number; deliveryDate: string; key: string },
): Promise<SavedCardCharge> {
  if (!stripe) return { ok: false, message: 'card payments are not available in the shop at the moment.' };
  const charge = await chargeOffSession(
    stripe,
    {
      amountCents: input.amountCents,
      customerId: s.stripeCustomerId!,
      paymentMethodId: s.cardRef!,
      description: `Subscribe & Save delivery ${input.deliveryDate}`,
      metadata: { subscription_id: s.id, delivery_date: input.deliveryDate },
    },
    `subscription-charge-${input.key}`,
  );
  if (charge.ok) return { ok: true, ref: charge.intent.id };
  return { ok: false, message: charge.code === 'authentication_required' ? AUTHENTICATION_MESSAGE : charge.message };
}
