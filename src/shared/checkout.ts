import { z } from 'zod';
import { calendarDateField } from './calendar-dates';
import { ADDRESS_MESSAGES, isUsStateCode } from './account';
import { emailField, fullNameField, phoneField } from './auth';
import { DELIVERY_WINDOW_STARTS, SLOT_REQUIRED_MESSAGE } from './delivery-slots';
import { TIP_PERCENTS } from './order-totals';
import { orderDto, orderTotalsDto, PAYMENT_METHODS, PAYMENT_STATUSES, SUBSTITUTIONS } from './orders';
import { promoCodeField, promoDto } from './promos';
import { isValidZip } from './zip';

/**
 * Checkout payloads (spec sections 2–5): the steps' forms and the API parse these same schemas, so the
 * spec's messages read the same in both. Amounts never come from the browser: the server prices the
 * order from the cart and the catalog; `expected` only lets it tell the shopper what changed.
 */
export const CHECKOUT_STEPS = [
  { step: 1, path: '/checkout', name: 'User Info' },
  { step: 2, path: '/checkout/delivery', name: 'Delivery' },
  { step: 3, path: '/checkout/payment', name: 'Payment' },
  { step: 4, path: '/checkout/order-success', name: 'Confirmation' },
] as const;

/** Spec section 2: the step follows the path; any path containing /order-success is 4; else 1. */
export function checkoutStepForPath(pathname: string): 1 | 2 | 3 | 4 {
  if (pathname.includes('/order-success')) return 4;
  const path = pathname.replace(/\/+$/, '');
  if (path === '/checkout/delivery') return 2;
  if (path === '/checkout/payment') return 3;
  return 1;
}
/** Spec section 4: back moves down but not below 1; jumps only to 1–4. */
export const previousStep = (step: number) => Math.max(1, step - 1);
export const clampStep = (step: number) => Math.min(4, Math.max(1, Math.trunc(step) || 1));

export const CHECKOUT_MESSAGES = {
  paymentMethod: 'Please choose a payment method',
  tip: 'Tip must be between $0.00 and $100.00',
  cardNumber: 'Please enter a valid card number',
  cardExpiry: 'Please enter a valid expiry date (MM/YY)',
  cardExpired: 'Your card has expired',
  cardCvc: 'Please enter a valid security code',
  cardName: 'Please enter the name on the card',
  loyalty: 'Loyalty points must be a whole number',
  notEnoughPoints: (points: number) => `You have ${points} loyalty points`,
  priceChanged: 'Some prices changed since you added the items to your cart. Your order uses the current prices.',
} as const;

export const contactInput = z.object({ fullName: fullNameField, email: emailField, phone: phoneField });
export type ContactInput = z.input<typeof contactInput>;

export const deliveryAddressInput = z.object({
  street: z.string({ error: ADDRESS_MESSAGES.street }).trim().min(1, ADDRESS_MESSAGES.street).max(120),
  street2: z.string().trim().max(120).optional().default(''),
  city: z.string({ error: ADDRESS_MESSAGES.city }).trim().min(1, ADDRESS_MESSAGES.city).max(80),
  state: z.string({ error: ADDRESS_MESSAGES.state }).trim().toUpperCase().refine(isUsStateCode, ADDRESS_MESSAGES.state),
  zipCode: z.string({ error: ADDRESS_MESSAGES.zip }).trim().refine(isValidZip, ADDRESS_MESSAGES.zip),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressInput>;

export const slotInput = z.object(
  {
    date: calendarDateField(SLOT_REQUIRED_MESSAGE),
    start: z
      .number({ error: SLOT_REQUIRED_MESSAGE })
      .int()
      .refine((v) => (DELIVERY_WINDOW_STARTS as readonly number[]).includes(v), SLOT_REQUIRED_MESSAGE),
  },
  { error: SLOT_REQUIRED_MESSAGE },
);

export const substitutionInput = z.object({
  productId: z.uuid(),
  variantId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  preference: z.enum(SUBSTITUTIONS),
});

export const deliveryInput = z.object({
  address: deliveryAddressInput,
  slot: slotInput,
  express: z.boolean().optional().default(false),
  substitutions: z.array(substitutionInput).max(200).optional().default([]),
  /** "Save this address": kept on the account as its default once the order is placed. */
  saveAddress: z.boolean().optional().default(false),
});
export type DeliveryInput = z.input<typeof deliveryInput>;

export const tipInput = z.union([
  z.object({ percent: z.literal(TIP_PERCENTS, { error: CHECKOUT_MESSAGES.tip }) }),
  z.object({
    cents: z
      .number({ error: CHECKOUT_MESSAGES.tip })
      .int(CHECKOUT_MESSAGES.tip)
      .min(0, CHECKOUT_MESSAGES.tip)
      .max(10_000, CHECKOUT_MESSAGES.tip),
  }),
]);

/** Luhn check: catches typos before anything is sent to a processor. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Demo processor only: with Stripe configured card details go to Stripe and never reach our server. */
export const cardInput = z
  .object({
    number: z
      .string({ error: CHECKOUT_MESSAGES.cardNumber })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{12,19}$/.test(v) && isLuhnValid(v), CHECKOUT_MESSAGES.cardNumber),
    expiry: z
      .string({ error: CHECKOUT_MESSAGES.cardExpiry })
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, CHECKOUT_MESSAGES.cardExpiry),
    cvc: z
      .string({ error: CHECKOUT_MESSAGES.cardCvc })
      .trim()
      .regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cardCvc),
    name: z.string({ error: CHECKOUT_MESSAGES.cardName }).trim().min(2, CHECKOUT_MESSAGES.cardName).max(100),
  })
  .refine((card) => !isCardExpired(card.expiry), { message: CHECKOUT_MESSAGES.cardExpired, path: ['expiry'] });
export type CardInput = z.input<typeof cardInput>;

export function isCardExpired(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split('/').map((p) => Number(p.trim())) as [number, number];
  const lastMonth = (2000 + year) * 12 + month;
  return lastMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const paymentInput = z.object({
  method: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.paymentMethod }),
  tip: tipInput.optional().default({ percent: 0 }),
  promoCode: promoCodeField.nullish().transform((v) => v || null),
  loyaltyPoints: z
    .number({ error: CHECKOUT_MESSAGES.loyalty })
    .int(CHECKOUT_MESSAGES.loyalty)
    .min(0)
    .max(10_000_000)
    .optional()
    .default(0),
});
export type PaymentInput = z.input<typeof paymentInput>;

export const expectedLine = z.object({
  productId: z.string(),
  variantId: z.string().nullish(),
  unitPriceCents: z.number(),
});

export const placeOrderInput = z.object({
  idempotencyKey: z.uuid('Missing idempotency key'),
  contact: contactInput,
  delivery: deliveryInput,
  payment: paymentInput,
  card: cardInput.optional(),
  /** The prices the shopper saw; only compared, never charged. */
  expected: z.object({ lines: z.array(expectedLine).max(200) }).optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;
export type PlaceOrder = z.output<typeof placeOrderInput>;

export const quoteInput = z.object({
  zipCode: z.string().trim().optional(),
  state: z.string().trim().toUpperCase().optional(),
  express: z.boolean().optional().default(false),
  tip: tipInput.optional().default({ percent: 0 }),
  promoCode: promoCodeField.nullish().transform((v) => v || null),
  loyaltyPoints: z.number().int().min(0).max(10_000_000).optional().default(0),
});
export type QuoteInput = z.input<typeof quoteInput>;

export const retryPaymentInput = z.object({
  method: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.paymentMethod }),
  card: cardInput.optional(),
});
export type RetryPaymentInput = z.input<typeof retryPaymentInput>;

// ---- Answers -------------------------------------------------------------------------------------

export const quoteLineDto = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  image: z.string().nullable(),
  unitPriceCents: z.number().int(),
  quantity: z.number(),
  lineTotalCents: z.number().int(),
  availableQuantity: z.number(),
  /** Counted as one item however many pounds (countItems). */
  weightBased: z.boolean(),
});
export type QuoteLineDto = z.infer<typeof quoteLineDto>;

export const checkoutProblemDto = z.object({ code: z.string(), message: z.string() });

export const checkoutQuoteDto = z.object({
  lines: z.array(quoteLineDto),
  totals: orderTotalsDto,
  promo: promoDto.nullable(),
  promoMessage: z.string().nullable(),
  loyaltyBalance: z.number().int(),
  deliveryAvailable: z.boolean().nullable(),
  expressAvailable: z.boolean(),
  /** What Express adds for the ZIP asked about, chosen or not; null when the ZIP has no Express. */
  expressPriceCents: z.number().int().nullable(),
  valid: z.boolean(),
  /** The first problem's message (what checkout shows), or null. */
  message: z.string().nullable(),
  problems: z.array(checkoutProblemDto),
});
export type CheckoutQuoteDto = z.infer<typeof checkoutQuoteDto>;

export const slotDto = z.object({
  date: z.string(),
  start: z.number().int(),
  label: z.string(),
  remaining: z.number().int(),
  available: z.boolean(),
});
export const slotDayDto = z.object({ date: z.string(), label: z.string(), slots: z.array(slotDto) });
export const slotsDto = z.object({ days: z.array(slotDayDto), sameDayCutoff: z.string() });
export type SlotsDto = z.infer<typeof slotsDto>;

export const priceChangeDto = z.object({
  name: z.string(),
  previousCents: z.number().int(),
  currentCents: z.number().int(),
});
export type PriceChangeDto = z.infer<typeof priceChangeDto>;

export const paymentOutcomeDto = z.object({
  status: z.enum(PAYMENT_STATUSES),
  message: z.string().nullable(),
  /** Stripe mode: the PaymentIntent's client secret for Stripe.js; null for demo and cod. */
  clientSecret: z.string().nullable(),
});
export type PaymentOutcomeDto = z.infer<typeof paymentOutcomeDto>;

export const placeOrderResult = z.object({
  order: orderDto,
  payment: paymentOutcomeDto,
  priceChanges: z.array(priceChangeDto),
  priceMessage: z.string().nullable(),
  /** True when this key had already placed the order: nothing new was created. */
  replayed: z.boolean(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderResult>;

export const paymentConfigDto = z.object({
  mode: z.enum(['demo', 'stripe']),
  publishableKey: z.string().nullable(),
  /** Stripe mode: where the payment page loads Stripe.js from (STRIPE_JS_URL); null in demo mode. */
  stripeJsUrl: z.string().nullable(),
});
export type PaymentConfigDto = z.infer<typeof paymentConfigDto>;
