import { z } from 'zod';
import { calendarDateField } from './calendar-dates';
import { cardInput, contactInput, deliveryAddressInput } from './checkout';
import { DELIVERY_WINDOW_STARTS, SLOT_REQUIRED_MESSAGE } from './delivery-slots';
import type { PromoEffect } from './order-totals';
import { orderDto, orderTotalsDto, SUBSTITUTIONS } from './orders';
import { SUBSCRIPTION_FREQUENCIES } from './subscription-schedule';

/**
 * Subscribe & Save payloads (PRODUCT.md "Loyalty, promos, subscriptions"): the sign-up and edit forms
 * and the API parse these same schemas. Prices never come from the browser: the server prices the box
 * from the catalog with checkout's rules every time.
 */
export const SUBSCRIPTION_MESSAGES = {
  items: 'Add at least one product to your box',
  tooManyItems: 'A box holds at most 40 products',
  frequency: 'Please choose how often we deliver',
  date: 'Please choose a delivery day from the list',
  paymentMethod: 'Please choose cash on delivery or a card',
  notFound: 'Subscription not found',
  cancelled: 'This subscription is cancelled',
  pauseUntil: 'Please choose a resume date after today',
  skipDate: 'Please name the delivery to skip',
  skipNotNext: 'That delivery is no longer your next one. Refresh to see your next delivery.',
  productGone: (name: string) => `${name} is no longer sold`,
  cardNeeded: 'Please enter a card to save for your deliveries',
  /** Stripe: the SetupIntent named is not one Stripe made for this shopper (made up, or another's). */
  cardSetupUnknown: 'We could not find the card you saved with Stripe. Please enter your card again.',
  /** Stripe: the SetupIntent exists but the card was not confirmed (yet) with Stripe. */
  cardNotConfirmed: 'Your card has not been confirmed with Stripe. Please enter your card again.',
} as const;

/** Subscribe & Save's percent off every box order until staff set another in /admin/subscriptions. */
export const DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT = 5;
export const MAX_SUBSCRIPTION_DISCOUNT_PERCENT = 50;
export const SUBSCRIPTION_DISCOUNT_MESSAGE = `The Subscribe & Save discount must be a whole percent from 0 to ${MAX_SUBSCRIPTION_DISCOUNT_PERCENT}`;

/** Staff's Subscribe & Save terms (the admin form and PUT /api/admin/subscriptions/settings). */
export const subscriptionSettingsInput = z.object({
  discountPercent: z
    .number({ error: SUBSCRIPTION_DISCOUNT_MESSAGE })
    .int(SUBSCRIPTION_DISCOUNT_MESSAGE)
    .min(0, SUBSCRIPTION_DISCOUNT_MESSAGE)
    .max(MAX_SUBSCRIPTION_DISCOUNT_PERCENT, SUBSCRIPTION_DISCOUNT_MESSAGE),
});
export type SubscriptionSettingsInput = z.input<typeof subscriptionSettingsInput>;
export const subscriptionSettingsDto = subscriptionSettingsInput.extend({ updatedAt: z.string().nullable() });
export type SubscriptionSettingsDto = z.infer<typeof subscriptionSettingsDto>;

/**
 * The box discount as checkout's percent promo (src/shared/order-totals.ts): off each line, before
 * loyalty and tax, so box orders are priced by the one rule checkout uses for discounts.
 */
export const subscriptionDiscount = (percent: number): PromoEffect | null =>
  percent > 0 ? { kind: 'percent', percent } : null;

/** The box's product search: the shop's search (GET /api/search's engine), in-stock products only. */
export const BOX_SEARCH_RESULTS = 8;
export const boxProductSearchInput = z.object({
  q: z.string().trim().max(200, 'Search text is too long').default(''),
});

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};
export const SUBSCRIPTION_PAYMENT_METHODS = ['cod', 'stripe_card'] as const;
export const RUN_OUTCOMES = ['ordered', 'skipped', 'failed'] as const;

const storeDate = calendarDateField(SUBSCRIPTION_MESSAGES.date);
const windowStart = z
  .number({ error: SLOT_REQUIRED_MESSAGE })
  .int()
  .refine((v) => (DELIVERY_WINDOW_STARTS as readonly number[]).includes(v), SLOT_REQUIRED_MESSAGE);

export const subscriptionItemInput = z.object({
  productId: z.uuid(),
  variantId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  /** Whole units, or pounds to hundredths; the product's own limits are checked on the server. */
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .positive('Quantity must be more than 0')
    .max(55, 'Quantity is too large')
    .transform((v) => Math.round(v * 100) / 100),
  substitution: z.enum(SUBSTITUTIONS).optional().default('best_match'),
});
export type SubscriptionItemInput = z.input<typeof subscriptionItemInput>;

const items = z
  .array(subscriptionItemInput, { error: SUBSCRIPTION_MESSAGES.items })
  .min(1, SUBSCRIPTION_MESSAGES.items)
  .max(40, SUBSCRIPTION_MESSAGES.tooManyItems);

/** The box and its schedule: what /subscription builds and the edit page changes. */
export const subscriptionPlanInput = z.object({
  items,
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES, { error: SUBSCRIPTION_MESSAGES.frequency }),
  /** The first (or, when editing, the next) delivery: one of deliveryDateChoices(now). */
  nextDeliveryDate: storeDate,
  windowStart,
});
export type SubscriptionPlanInput = z.input<typeof subscriptionPlanInput>;

export const subscriptionPaymentInput = z.object({
  method: z.enum(SUBSCRIPTION_PAYMENT_METHODS, { error: SUBSCRIPTION_MESSAGES.paymentMethod }),
  /** Demo processor only: the card to save (Stripe test numbers). Never stored, only its last four digits. */
  card: cardInput.optional(),
  /**
   * Stripe only: the SetupIntent the browser confirmed with Stripe.js (POST /api/subscriptions/card-setup
   * made it). The server asks Stripe whether it succeeded, and for whom, before saving the card.
   */
  setupIntentId: z.string().trim().max(255).optional(),
});

/** A SetupIntent's client secret, for Stripe.js to save the shopper's card (Stripe mode). */
export const subscriptionCardSetupDto = z.object({ clientSecret: z.string() });
export type SubscriptionCardSetupDto = z.infer<typeof subscriptionCardSetupDto>;

export const createSubscriptionInput = subscriptionPlanInput.extend({
  contact: contactInput,
  address: deliveryAddressInput,
  payment: subscriptionPaymentInput,
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionInput>;

/** Editing: the plan and the address; any part left out stays as it is. */
export const updateSubscriptionInput = subscriptionPlanInput.partial().extend({
  address: deliveryAddressInput.optional(),
});
export type UpdateSubscriptionInput = z.input<typeof updateSubscriptionInput>;

/** Estimating a box before it exists: the plan's items and the address's state and ZIP. */
export const estimateSubscriptionInput = z.object({
  items,
  zipCode: z.string().trim().max(10).optional(),
  state: z.string().trim().max(2).optional(),
});
export type EstimateSubscriptionInput = z.input<typeof estimateSubscriptionInput>;

/** A skip names the delivery it skips, so a repeated or concurrent request cannot skip the one after it. */
export const skipSubscriptionInput = z.object({ deliveryDate: calendarDateField(SUBSCRIPTION_MESSAGES.skipDate) });
export type SkipSubscriptionInput = z.input<typeof skipSubscriptionInput>;

export const pauseSubscriptionInput = z.object({
  /** Resume on this store date by itself; null or absent pauses until the shopper resumes. */
  until: calendarDateField(SUBSCRIPTION_MESSAGES.pauseUntil)
    .nullish()
    .transform((v) => v ?? null),
});

export const subscriptionLineDto = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  slug: z.string(),
  name: z.string(),
  variantName: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number(),
  isWeightBased: z.boolean(),
  unitPriceCents: z.number().int(),
  /** The price the shopper was shown when they last saved the box. */
  seenPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  availableQuantity: z.number(),
  substitution: z.enum(SUBSTITUTIONS),
});
export type SubscriptionLineDto = z.infer<typeof subscriptionLineDto>;

export const subscriptionEstimateDto = z.object({
  lines: z.array(subscriptionLineDto),
  totals: orderTotalsDto.extend({ itemCount: z.number() }),
  /** The Subscribe & Save percent in the totals' discount (today's setting). */
  discountPercent: z.number().int(),
  deliveryAvailable: z.boolean().nullable(),
  /** Checkout's problems with the box as it would be ordered today (stock, minimum, area). */
  problems: z.array(z.string()),
});
export type SubscriptionEstimateDto = z.infer<typeof subscriptionEstimateDto>;

export const subscriptionRunDto = z.object({
  deliveryDate: z.string(),
  outcome: z.enum(RUN_OUTCOMES),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  message: z.string().nullable(),
});
export type SubscriptionRunDto = z.infer<typeof subscriptionRunDto>;

export const subscriptionDto = z.object({
  id: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  schedule: z.string(),
  anchorDay: z.number().int(),
  nextDeliveryDate: z.string(),
  /** When the order for the next delivery is made (store date). */
  nextOrderDate: z.string(),
  windowStart: z.number().int(),
  pausedUntil: z.string().nullable(),
  contact: orderDto.shape.contact,
  address: orderDto.shape.address.omit({ country: true }),
  paymentMethod: z.enum(SUBSCRIPTION_PAYMENT_METHODS),
  cardLast4: z.string().nullable(),
  /** Stripe saved cards: the card's brand as Stripe names it (visa, mastercard…); null otherwise. */
  cardBrand: z.string().nullable(),
  estimate: subscriptionEstimateDto,
  runs: z.array(subscriptionRunDto),
  createdAt: z.string(),
});
export type SubscriptionDto = z.infer<typeof subscriptionDto>;

/** The sign-up's answer and, for the form, the dates it may offer. */
export const subscriptionOptionsDto = z.object({
  deliveryDates: z.array(z.object({ date: z.string(), label: z.string() })),
  windows: z.array(z.object({ start: z.number().int(), label: z.string() })),
  paymentMode: z.enum(['demo', 'stripe']),
  /** Staff's Subscribe & Save percent, taken off every box order. */
  discountPercent: z.number().int(),
});
export type SubscriptionOptionsDto = z.infer<typeof subscriptionOptionsDto>;
