import { z } from 'zod';
import { HISTORY_ACTORS } from './order-history';

/**
 * Orders as shoppers and staff see them (spec sections 3 and 4, PRODUCT.md "Checkout and orders"):
 * statuses and their lifecycle, payment methods, the order number, and the API's order shapes.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The happy path a tracking timeline shows, in order. */
export const ORDER_PROGRESS: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'packed',
  'out_for_delivery',
  'delivered',
];

/** Allowed changes; refunds are for paid orders only (checked where the payment is known). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  delivered: ['refunded'],
  cancelled: ['refunded'],
  refunded: [],
};
export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];

export const PAYMENT_METHODS = ['cod', 'stripe_card', 'apple_pay', 'google_pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  stripe_card: 'Credit or debit card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec section 4: cod → confirmed; cards and wallets → confirmed once paid; anything else pending. */
export function initialOrderStatus(method: string, paymentStatus: PaymentStatus): OrderStatus {
  if (method === 'cod') return 'confirmed';
  if ((method === 'stripe_card' || method === 'apple_pay' || method === 'google_pay') && paymentStatus === 'paid') {
    return 'confirmed';
  }
  return 'pending';
}

export const SUBSTITUTIONS = ['best_match', 'specific', 'refund'] as const;
export type Substitution = (typeof SUBSTITUTIONS)[number];
export const SUBSTITUTION_LABELS: Record<Substitution, string> = {
  best_match: 'Best match',
  specific: 'This specific item only',
  refund: 'Refund if out of stock',
};

/**
 * `US-YYYYMMDD-NNNN` (GO with the shop's flag): the store date and a number that looks random (the
 * server's order-numbers.ts). Four digits give 10,000 numbers a day; past that a day's numbers get a
 * fifth digit rather than collide.
 */
export const ORDER_NUMBER_PATTERN = /^(US|GO)-\d{8}-\d{4,}$/;
export function formatOrderNumber(prefix: 'US' | 'GO', storeDate: string, number: number): string {
  return `${prefix}-${storeDate.replaceAll('-', '')}-${String(number).padStart(4, '0')}`;
}

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const ORDER_NUMBER_REQUIRED_MESSAGE = 'Order number is required';
export const CANNOT_CANCEL_MESSAGE = 'This order can no longer be cancelled';

/** Spec section 5 "Order lookup": orderNumber required; phone min 10 when given. */
export const orderLookupInput = z.object({
  orderNumber: z
    .string({ error: ORDER_NUMBER_REQUIRED_MESSAGE })
    .trim()
    .toUpperCase()
    .min(1, ORDER_NUMBER_REQUIRED_MESSAGE)
    .max(40, ORDER_NOT_FOUND_MESSAGE),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || v.replace(/\D/g, '').length >= 10, 'Phone number must be at least 10 digits')
    .optional(),
});
export type OrderLookupInput = z.input<typeof orderLookupInput>;

export const orderStatusInput = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }),
  note: z.string().trim().max(500, 'Note cannot exceed 500 characters').optional(),
});
export type OrderStatusInput = z.input<typeof orderStatusInput>;

// ---- Answers -------------------------------------------------------------------------------------

export const orderLineDto = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  slug: z.string().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  image: z.string().nullable(),
  unitPriceCents: z.number().int(),
  quantity: z.number(),
  lineTotalCents: z.number().int(),
  taxClass: z.enum(['food', 'taxable']),
  substitution: z.enum(SUBSTITUTIONS),
  customRequirements: z.string().nullable(),
  /** Sold by the pound: the quantity is a weight, written "3 lb Fresh Red Pumpkin". */
  weightBased: z.boolean(),
  /** Units or lb of this line staff have refunded (0 when none). */
  refundedQuantity: z.number(),
});
export type OrderLineDto = z.infer<typeof orderLineDto>;

export const statusEventDto = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  at: z.string(),
  /** Who made the change (order-history.ts). */
  actor: z.enum(HISTORY_ACTORS),
});
export type StatusEventDto = z.infer<typeof statusEventDto>;

export const orderTotalsDto = z.object({
  subtotalCents: z.number().int(),
  deliveryCents: z.number().int(),
  expressCents: z.number().int(),
  discountCents: z.number().int(),
  loyaltyDiscountCents: z.number().int(),
  loyaltyPointsUsed: z.number().int(),
  taxCents: z.number().int(),
  taxRatePercent: z.number(),
  taxState: z.string().nullable(),
  tipCents: z.number().int(),
  totalCents: z.number().int(),
});
export type OrderTotalsDto = z.infer<typeof orderTotalsDto>;

export const orderSummaryDto = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalCents: z.number().int(),
  itemCount: z.number(),
  createdAt: z.string(),
  deliveryDate: z.string(),
  deliveryWindow: z.string(),
});
export type OrderSummaryDto = z.infer<typeof orderSummaryDto>;

export const orderDto = orderSummaryDto.extend({
  contact: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }),
  address: z.object({
    street: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.literal('US'),
  }),
  express: z.boolean(),
  promoCode: z.string().nullable(),
  /** A Subscribe & Save box order's percent off (its discount line), else null. */
  subscriptionDiscountPercent: z.number().int().nullable(),
  totals: orderTotalsDto,
  lines: z.array(orderLineDto),
  history: z.array(statusEventDto),
  /** Money given back so far, and each refund (the shopper's order page lists them). */
  refundedCents: z.number().int(),
  refunds: z.array(z.object({ amountCents: z.number().int(), at: z.string() })),
  canCancel: z.boolean(),
  paymentMessage: z.string().nullable(),
});
export type OrderDto = z.infer<typeof orderDto>;

export const orderListDto = z.object({
  orders: z.array(orderSummaryDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderListDto = z.infer<typeof orderListDto>;

export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(ORDER_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
