import { z } from 'zod';
import { adminOrderFilters } from './admin-orders';
import { adminProductFilters } from './admin-products';
import { ORDER_STATUSES } from './orders';
import { MAX_SALE_DISCOUNT_PERCENT } from './thursday-sale';

/**
 * Bulk actions on the staff orders and products tables: a selection (the rows ticked, or every row a
 * filter matches), one action, and a report of what happened to each item. Each item is changed in its
 * own transaction with its own audit row, so an item is either fully changed or left as it was.
 */
export const BULK_MAX_ITEMS = 500;

export const BULK_MESSAGES = {
  none: 'Select at least one row',
  tooMany: `At most ${BULK_MAX_ITEMS} rows at once: narrow the filter`,
  notFound: 'No longer exists',
  alreadyArchived: 'Already archived',
  alreadyActive: 'Already active',
  notOnSale: 'Not on the Thursday sale',
  priceTooLow: 'The new price would be below $0.01',
  sizesStock: 'Sold in sizes: set each size’s stock on its page',
  wholeStock: 'Stock of a counted product is a whole number',
  failed: 'Could not be changed; nothing of it was saved. Try again.',
} as const;

const selectedIds = z
  .array(z.string().uuid('Unknown row'))
  .min(1, BULK_MESSAGES.none)
  .max(BULK_MAX_ITEMS, BULK_MESSAGES.tooMany);

/** The rows ticked on the page, or every row matching the list's filters ("select all matching"). */
const selectionOf = <F extends z.ZodType>(filters: F) =>
  z.union([z.object({ ids: selectedIds }), z.object({ filters })]);

/** The moves a bulk action may make; a refund is never done in bulk (each has its own amount). */
export const BULK_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<(typeof ORDER_STATUSES)[number], 'pending' | 'refunded'> =>
    status !== 'pending' && status !== 'refunded',
);

export type BulkOrderStatus = (typeof BULK_ORDER_STATUSES)[number];

export const bulkOrderStatusInput = z.object({
  selection: selectionOf(adminOrderFilters),
  status: z.enum(BULK_ORDER_STATUSES, { error: 'Unknown order status' }),
  note: z.string().trim().max(500, 'Note cannot exceed 500 characters').optional(),
});
export type BulkOrderStatusInput = z.infer<typeof bulkOrderStatusInput>;
/** What the page sends: the filters as the list's URL parameters. */
export type BulkOrderStatusBody = z.input<typeof bulkOrderStatusInput>;

export const PRICE_CHANGE_MODES = ['percent', 'amount'] as const;
export type PriceChangeMode = (typeof PRICE_CHANGE_MODES)[number];

export const bulkProductAction = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    mode: z.enum(PRICE_CHANGE_MODES),
    /** percent: −90 … +200 (−10 is a 10% cut); amount: cents to add, negative to take off. */
    value: z.number().int('Use a whole number').min(-100_000).max(100_000),
  }),
  z.object({ kind: z.literal('stock'), stockQuantity: z.number().min(0, 'Stock cannot be negative').max(100_000) }),
  z.object({ kind: z.literal('archive'), archived: z.boolean() }),
  z.object({
    kind: z.literal('sale_add'),
    percentOff: z
      .number()
      .int('Use a whole number')
      .min(1, 'At least 1% off')
      .max(MAX_SALE_DISCOUNT_PERCENT, `At most ${MAX_SALE_DISCOUNT_PERCENT}% off`),
  }),
  z.object({ kind: z.literal('sale_remove') }),
]);
export type BulkProductAction = z.infer<typeof bulkProductAction>;

export const bulkProductInput = z.object({ selection: selectionOf(adminProductFilters), action: bulkProductAction });
export type BulkProductInput = z.infer<typeof bulkProductInput>;
export type BulkProductBody = z.input<typeof bulkProductInput>;

export const bulkItemDto = z.object({
  id: z.string(),
  /** The order number or product name. */
  label: z.string(),
  done: z.boolean(),
  /** What was done ("Confirmed → Packed"), or why it was refused. */
  message: z.string(),
});
export type BulkItemDto = z.infer<typeof bulkItemDto>;

export const bulkReportDto = z.object({
  done: z.number().int(),
  refused: z.number().int(),
  items: z.array(bulkItemDto),
});
export type BulkReportDto = z.infer<typeof bulkReportDto>;

/** A bulk price change applied to one price, in cents; the dialog's preview and the server use this one rule. */
export function changedPriceCents(priceCents: number, mode: PriceChangeMode, value: number): number {
  return mode === 'percent' ? Math.round((priceCents * (100 + value)) / 100) : priceCents + value;
}

/** A percent-off sale price of a regular price, in cents. */
export const percentOffCents = (priceCents: number, percentOff: number) =>
  Math.round((priceCents * (100 - percentOff)) / 100);
