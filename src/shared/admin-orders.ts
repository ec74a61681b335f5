import { z } from 'zod';
import { calendarDateField } from './calendar-dates';
import { PARTIAL_REFUND_MESSAGES } from './order-refunds';
import { addDays, DELIVERY_WINDOW_STARTS, storeClock } from './delivery-slots';
import {
  ORDER_STATUSES,
  orderDto,
  orderLineDto,
  orderSummaryDto,
  PAYMENT_METHODS,
  statusEventDto,
  SUBSTITUTIONS,
} from './orders';

/**
 * The staff orders desk: the list's filters and sort, the detail staff see, refunds and the
 * packing list. Shared so the admin pages build the same query strings the server parses.
 */
export const ADMIN_ORDER_SORTS = ['placed', 'total', 'delivery', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;

const isoDate = calendarDateField();
const windowStart = z.coerce
  .number()
  .int()
  .refine((v) => (DELIVERY_WINDOW_STARTS as readonly number[]).includes(v), 'Unknown delivery window');

/** "confirmed,packed" (or a repeated parameter) → ['confirmed', 'packed']. */
const statusList = z.preprocess(
  (v) => (Array.isArray(v) ? v.flatMap((s) => String(s).split(',')) : typeof v === 'string' ? v.split(',') : v),
  z.array(z.enum(ORDER_STATUSES, { error: 'Unknown order status' })).max(ORDER_STATUSES.length),
);

/** "id1,id2" (or a repeated parameter) → ['id1', 'id2']: the orders staff ticked. */
export const orderIdList = z.preprocess(
  (v) => (Array.isArray(v) ? v.flatMap((s) => String(s).split(',')) : typeof v === 'string' ? v.split(',') : v),
  z.array(z.uuid('Unknown order')).min(1, 'Select at least one order').max(500, 'At most 500 orders at once'),
);

/** The filters of the list and of its CSV export (no paging there). */
export const adminOrderFilters = z.object({
  q: z.string().trim().max(100).optional(),
  /** Only these orders (the rows ticked on the page, for their CSV). */
  ids: orderIdList.optional(),
  status: statusList.optional(),
  /** Placed on or after / on or before these store dates (America/Chicago). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  deliveryDate: isoDate.optional(),
  slot: windowStart.optional(),
  payment: z.enum(PAYMENT_METHODS, { error: 'Unknown payment method' }).optional(),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'ZIP code must be 5 digits')
    .optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('placed'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

export const adminOrderListQuery = adminOrderFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_ORDERS_MAX_PAGE_SIZE).default(25),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderRowDto = orderSummaryDto.extend({
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  deliveryWindowStart: z.number().int(),
  refundedCents: z.number().int(),
});
export type AdminOrderRowDto = z.infer<typeof adminOrderRowDto>;

export const adminOrderListDto = z.object({
  orders: z.array(adminOrderRowDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderListDto = z.infer<typeof adminOrderListDto>;

export const adminOrderDto = orderDto.extend({
  userId: z.string(),
  deliveryWindowStart: z.number().int(),
  refundedCents: z.number().int(),
  lines: z.array(
    orderLineDto.extend({
      refundedAt: z.string().nullable(),
      unit: z.string().nullable(),
      /** The part of the line total refunds have covered (before the discount and tax share). */
      refundedGoodsCents: z.number().int(),
    }),
  ),
  history: z.array(statusEventDto.extend({ by: z.object({ name: z.string(), email: z.string() }).nullable() })),
  payments: z.array(
    z.object({
      id: z.string(),
      provider: z.enum(['cod', 'demo', 'stripe']),
      method: z.string(),
      amountCents: z.number().int(),
      status: z.string(),
      providerRef: z.string().nullable(),
      cardLast4: z.string().nullable(),
      failureMessage: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amountCents: z.number().int(),
      provider: z.enum(['cod', 'demo', 'stripe']),
      providerRef: z.string().nullable(),
      lineIds: z.array(z.string()),
      /** Per line the quantity (units or lb) this refund covered; empty for a custom amount or a whole-order refund. */
      lines: z.array(z.object({ lineId: z.string(), quantity: z.number() })),
      reason: z.string().nullable(),
      by: z.object({ name: z.string(), email: z.string() }).nullable(),
      createdAt: z.string(),
    }),
  ),
  /** What a refund may still give back; 0 when the order cannot be refunded (unpaid, not finished…). */
  refundableCents: z.number().int(),
});
export type AdminOrderDto = z.infer<typeof adminOrderDto>;

const refundLineInput = z.object({
  lineId: z.string().uuid('Unknown order line'),
  /** Units (whole numbers) or pounds (two decimals) of the line to refund. */
  quantity: z
    .number({ error: 'Enter a quantity' })
    .positive('Enter a quantity above 0')
    .max(100_000)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use at most two decimals'),
});

/**
 * A refund: nothing (the whole order, what is left of it), whole lines (`lineIds`), parts of lines
 * (`lines`: a quantity or weight each), or a custom amount with a reason (`amountCents`).
 */
export const refundInput = z
  .object({
    lineIds: z.array(z.string().uuid('Unknown order line')).min(1, 'Choose at least one line').max(200).optional(),
    lines: z.array(refundLineInput).min(1, 'Choose at least one line').max(200).optional(),
    amountCents: z.number().int('Enter whole cents').min(1, 'Enter an amount above $0.00').max(100_000_000).optional(),
    reason: z.string().trim().max(500, 'Reason cannot exceed 500 characters').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.amountCents !== undefined && (input.lines || input.lineIds)) {
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: PARTIAL_REFUND_MESSAGES.oneKind });
    }
    if (input.lines && input.lineIds) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: PARTIAL_REFUND_MESSAGES.oneKind });
    }
    if (input.amountCents !== undefined && !input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PARTIAL_REFUND_MESSAGES.reasonRequired });
    }
  });
export type RefundInput = z.infer<typeof refundInput>;

export const REFUND_MESSAGES = {
  notPaid: 'Only a paid order can be refunded',
  pointsSpent: 'Nothing is left to refund: the points these items earned were spent, and their value is kept',
  notFinished: 'Only a delivered or cancelled order can be refunded',
  nothingChosen: 'Choose at least one line',
  alreadyRefunded: 'This order is already fully refunded',
  lineRefunded: 'A chosen line is already refunded',
  unknownLine: 'A chosen line is not part of this order',
  providerFailed: 'The card processor refused the refund',
} as const;

export const packingListQuery = z.object({ date: isoDate, slot: windowStart });

/**
 * The window the packing list opens on: the next one still to come (a later one today, else tomorrow's
 * first), not one whose delivery has already begun.
 */
export function nextPackingWindow(now: Date = new Date()): { date: string; start: number } {
  const clock = storeClock(now);
  const later = DELIVERY_WINDOW_STARTS.find((start) => start > clock.hour);
  return later === undefined
    ? { date: addDays(clock.date, 1), start: DELIVERY_WINDOW_STARTS[0] }
    : { date: clock.date, start: later };
}
export const selectedPackingQuery = z.object({ ids: orderIdList });

export const packingListDto = z.object({
  date: z.string(),
  windowStart: z.number().int(),
  window: z.string(),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      status: z.enum(ORDER_STATUSES),
      customerName: z.string(),
      phone: z.string(),
      address: z.string(),
      groups: z.array(
        z.object({
          category: z.string(),
          lines: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              variantName: z.string().nullable(),
              quantity: z.number(),
              /** 'lb' for weight-based products, else null (a count). */
              unit: z.string().nullable(),
              substitution: z.enum(SUBSTITUTIONS),
              notes: z.string().nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type PackingListDto = z.infer<typeof packingListDto>;
/** The packing lists of the orders staff ticked, whatever their window. */
export const selectedPackingDto = packingListDto.pick({ orders: true });
export type SelectedPackingDto = z.infer<typeof selectedPackingDto>;

/** The CSV export's columns, in order (docs: one row per order, money in dollars). */
export const ORDERS_CSV_HEADER = [
  'Order number',
  'Placed (store time)',
  'Status',
  'Customer',
  'Email',
  'Phone',
  'ZIP',
  'Delivery date',
  'Delivery window',
  'Payment method',
  'Payment status',
  'Items',
  'Subtotal',
  'Discounts',
  'Delivery',
  'Tax',
  'Tip',
  'Total',
  'Refunded',
] as const;

/** The list's filters as URL parameters (the page's address and the CSV link use the same ones). */
export function adminOrderSearch(filters: Partial<AdminOrderListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  return params;
}
