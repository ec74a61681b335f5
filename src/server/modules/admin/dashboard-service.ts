import {
  DASHBOARD_RANGE_DAYS,
  DASHBOARD_STOCK_LIST_N,
  DASHBOARD_TOP_N,
  type DashboardDto,
  type DashboardRange,
} from '../../../shared/admin-dashboard';
import { addDays, DELIVERY_WINDOW_STARTS } from '../../../shared/delivery-slots';
import { LOW_STOCK_THRESHOLD } from '../../../shared/stock';
import type { Database } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';
import { dashboardRepository, type PeriodBounds, type StockRow } from './dashboard-repository';

const ORDER_STATUSES = ['pending', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled', 'refunded'];
const isSale = (status: string) => status !== 'pending' && status !== 'cancelled';
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

type PeriodFigures = Pick<
  DashboardDto,
  'generatedAt' | 'kpis' | 'daily' | 'statusMix' | 'topProducts' | 'topCategories'
>;

/** Sold-in-the-period figures are cached this long per range; what needs action is always read fresh. */
export const DASHBOARD_PERIOD_CACHE_MS = 30_000;

/** The staff dashboard: what the shop sold in a period against the one before, and what needs doing now. */
export function createDashboardService(database: Database, options: { slotCapacity: number; periodCacheMs?: number }) {
  // The period's aggregates read every order and line of up to 60 days (bench/README.md "Admin" has
  // their cost at 100,000 orders); staff refreshing the page or several staff at once share one
  // computation. The promise is cached, so concurrent misses run the queries once.
  const periods = new TtlCache<Promise<PeriodFigures>>(options.periodCacheMs ?? DASHBOARD_PERIOD_CACHE_MS, 16);

  async function periodFigures(b: PeriodBounds, days: number, now: Date): Promise<PeriodFigures> {
    const [rows, customers, top] = await Promise.all([
      dashboardRepository.ordersByDayAndStatus(database, b, now),
      dashboardRepository.newCustomers(database, b, now),
      dashboardRepository.top(database, b, now, DASHBOARD_TOP_N),
    ]);
    const totals = { current: { revenue: 0, orders: 0 }, previous: { revenue: 0, orders: 0 } };
    const byDay = new Map<string, { revenueCents: number; orders: number }>();
    const mix = new Map<string, number>();
    for (const row of rows) {
      const t = row.current ? totals.current : totals.previous;
      t.revenue += row.revenue_cents;
      if (isSale(row.status)) t.orders += row.orders;
      if (!row.current) continue;
      mix.set(row.status, (mix.get(row.status) ?? 0) + row.orders);
      const day = byDay.get(row.day) ?? { revenueCents: 0, orders: 0 };
      day.revenueCents += row.revenue_cents;
      if (isSale(row.status)) day.orders += row.orders;
      byDay.set(row.day, day);
    }
    const aov = (t: { revenue: number; orders: number }) => (t.orders ? Math.round(t.revenue / t.orders) : 0);
    return {
      generatedAt: now.toISOString(),
      kpis: {
        revenueCents: { current: Math.round(totals.current.revenue), previous: Math.round(totals.previous.revenue) },
        orders: { current: totals.current.orders, previous: totals.previous.orders },
        averageOrderValueCents: { current: aov(totals.current), previous: aov(totals.previous) },
        newCustomers: customers,
      },
      daily: Array.from({ length: days }, (_, i) => {
        const date = addDays(b.from, i);
        const day = byDay.get(date);
        return { date, revenueCents: Math.round(day?.revenueCents ?? 0), orders: day?.orders ?? 0 };
      }),
      statusMix: ORDER_STATUSES.filter((s) => mix.has(s)).map((status) => ({ status, orders: mix.get(status)! })),
      topProducts: top
        .filter((t) => t.kind === 'product')
        .map((t) => ({
          productId: t.id,
          name: t.name,
          slug: t.slug,
          revenueCents: Math.round(t.revenue_cents),
          quantity: t.quantity,
        })),
      topCategories: top
        .filter((t) => t.kind === 'category')
        .map((t) => ({ categoryId: t.id!, name: t.name, slug: t.slug!, revenueCents: Math.round(t.revenue_cents) })),
    };
  }

  return {
    async summary(range: DashboardRange, now: Date = new Date()): Promise<DashboardDto> {
      const days = DASHBOARD_RANGE_DAYS[range];
      const b = await dashboardRepository.bounds(database, now, days);
      // A new store day is a new key, so a cached entry never spans midnight.
      const key = `${range}:${b.to}`;
      let figures = periods.get(key);
      if (!figures) {
        figures = periodFigures(b, days, now);
        periods.set(key, figures);
        figures.catch(() => periods.delete(key));
      }
      const [period, action, bookings, stock] = await Promise.all([
        figures,
        dashboardRepository.needsAction(database, b.to),
        dashboardRepository.slotBookings(database, b.to),
        dashboardRepository.stock(database, LOW_STOCK_THRESHOLD, DASHBOARD_STOCK_LIST_N),
      ]);

      const booked = new Map(bookings.map((s) => [s.window_start, s.booked]));
      const stockRows = (kind: StockRow['kind']) => stock.filter((s) => s.kind === kind);

      return {
        range,
        from: b.from,
        to: b.to,
        previousFrom: b.previousFrom,
        previousTo: b.previousTo,
        ...period,
        needsAction: {
          pendingPayment: { orders: action.pending, oldestAt: iso(action.pending_oldest) },
          confirmedNotPacked: {
            orders: action.confirmed,
            oldestAt: iso(action.confirmed_oldest),
            dueToday: action.confirmed_due_today,
          },
          todaySlots: {
            date: b.to,
            windows: DELIVERY_WINDOW_STARTS.map((start) => ({
              windowStart: start,
              booked: booked.get(start) ?? 0,
              capacity: options.slotCapacity,
            })),
          },
        },
        stock: {
          lowStockThreshold: LOW_STOCK_THRESHOLD,
          lowStockCount: stockRows('low')[0]?.total ?? 0,
          outOfStockCount: stockRows('out')[0]?.total ?? 0,
          lowStock: stockRows('low').map(stockDto),
          outOfStock: stockRows('out').map(stockDto),
        },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;

const stockDto = (s: StockRow) => ({
  productId: s.product_id,
  name: s.name,
  slug: s.slug,
  stockQuantity: s.stock_quantity,
});
