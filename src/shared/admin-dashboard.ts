import { z } from 'zod';

/**
 * The staff dashboard (GET /api/admin/dashboard?range=…). Every figure is a SQL aggregate in store time
 * (America/Chicago): a store day runs from midnight to midnight in Chicago, never UTC.
 *
 * What counts (one definition, used by every figure):
 * - A **sale** is an order placed in the period whose status is not `pending` (a card order still
 *   waiting for its payment) and not `cancelled`. Refunded orders are sales whose money went back.
 * - **Revenue** is the sum over sales of `total_cents - refunded_cents`: what the shop keeps,
 *   including delivery, tax and tip, after discounts and after staff refunds (full or per line).
 * - **Orders** counts sales; **average order value** is revenue / orders (0 when there are none).
 * - **New customers** are shopper accounts created in the period (staff accounts excluded).
 * - **Top products and categories** rank the sales' lines that were not refunded by their line totals
 *   (merchandise before order-level discounts, without delivery, tax or tip).
 * - The **status mix** counts every order placed in the period, pending and cancelled included.
 *
 * Periods: `today` is today's store day so far; `7d` and `30d` are the last 7 or 30 store days, today
 * included, so far. The previous period is the same length just before, up to the same time of day
 * (today until 10:15 compares with yesterday until 10:15).
 */
export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DASHBOARD_RANGE_DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };
export const DASHBOARD_RANGE_LABELS: Record<DashboardRange, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};
/** How many rows the top and stock lists hold. */
export const DASHBOARD_TOP_N = 10;
export const DASHBOARD_STOCK_LIST_N = 10;

export const dashboardQuery = z.object({ range: z.enum(DASHBOARD_RANGES).default('7d') });

const cents = z.number().int();
const count = z.number().int().nonnegative();

/** One KPI for the period and for the previous period of equal length. */
const kpi = z.object({ current: cents, previous: cents });

export const dashboardDto = z.object({
  range: z.enum(DASHBOARD_RANGES),
  /** Store dates (YYYY-MM-DD) the period covers, first and last (today). */
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** When the period's figures were computed: they are cached up to 30 s; needsAction and stock are live. */
  generatedAt: z.string(),
  kpis: z.object({
    revenueCents: kpi,
    orders: kpi,
    averageOrderValueCents: kpi,
    newCustomers: kpi,
  }),
  /** One entry per store day of the period, oldest first, days without sales included as zeros. */
  daily: z.array(z.object({ date: z.string(), revenueCents: cents, orders: count })),
  statusMix: z.array(z.object({ status: z.string(), orders: count })),
  topProducts: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      slug: z.string().nullable(),
      revenueCents: cents,
      quantity: z.number(),
    }),
  ),
  topCategories: z.array(z.object({ categoryId: z.string(), name: z.string(), slug: z.string(), revenueCents: cents })),
  needsAction: z.object({
    pendingPayment: z.object({ orders: count, oldestAt: z.string().nullable() }),
    confirmedNotPacked: z.object({ orders: count, oldestAt: z.string().nullable(), dueToday: count }),
    /** Today's delivery windows (store date `date`), booked places against the configured capacity. */
    todaySlots: z.object({
      date: z.string(),
      windows: z.array(z.object({ windowStart: z.number().int(), booked: count, capacity: count })),
    }),
  }),
  stock: z.object({
    lowStockThreshold: z.number(),
    lowStockCount: count,
    outOfStockCount: count,
    lowStock: z.array(stockRow()),
    outOfStock: z.array(stockRow()),
  }),
});
export type DashboardDto = z.infer<typeof dashboardDto>;

function stockRow() {
  return z.object({ productId: z.string(), name: z.string(), slug: z.string(), stockQuantity: z.number() });
}

/** Change against the previous period, as staff read it: null when there was nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
