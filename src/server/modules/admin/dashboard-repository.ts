import { addDays } from '../../../shared/delivery-slots';
import type { Executor } from '../../db/executor';

/**
 * The dashboard's SQL. Every day is a store day: timestamps are turned into America/Chicago wall-clock
 * time in SQL (`created_at at time zone 'America/Chicago'`), so an order at 23:30 in Chicago belongs to
 * that day even though it is already the next day in UTC. Period bounds are computed once (bounds())
 * and passed to the other queries as plain timestamps, so each can use the created_at index.
 */
const TZ = `'America/Chicago'`;
/** A sale: placed and not waiting for payment or cancelled (see src/shared/admin-dashboard.ts). */
const IS_SALE = `status not in ('pending', 'cancelled')`;

export interface PeriodBounds {
  /** Store dates. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Instants: the period is [currentStart, now], the previous one [previousStart, previousEnd). */
  currentStart: Date;
  previousStart: Date;
  previousEnd: Date;
  /** Local midnights from previousFrom to the day after `to` (2 × days + 1 instants), for width_bucket. */
  dayStarts: Date[];
}

export interface DayStatusRow {
  day: string;
  current: boolean;
  status: string;
  orders: number;
  revenue_cents: number;
}

export interface TopRow {
  kind: 'product' | 'category';
  id: string | null;
  name: string;
  slug: string | null;
  revenue_cents: number;
  quantity: number;
}

export interface StockRow {
  kind: 'low' | 'out';
  product_id: string;
  name: string;
  slug: string;
  stock_quantity: number;
  total: number;
}

export const dashboardRepository = {
  /** The period of `days` store days ending at `now`, and the previous one up to the same time of day. */
  async bounds(ex: Executor, now: Date, days: number): Promise<PeriodBounds> {
    const [row] = await ex.query<{
      from: string;
      to: string;
      previous_from: string;
      previous_to: string;
      current_start: Date;
      previous_start: Date;
      previous_end: Date;
      day_starts: Date[];
    }>(
      `with b as (
         select ($1::timestamptz at time zone ${TZ}) as local_now,
                date_trunc('day', $1::timestamptz at time zone ${TZ}) - ($2::int - 1) * interval '1 day' as local_start
       )
       select local_start::date::text as from, local_now::date::text as to,
              (local_start - $2::int * interval '1 day')::date::text as previous_from,
              (local_now - $2::int * interval '1 day')::date::text as previous_to,
              local_start at time zone ${TZ} as current_start,
              (local_start - $2::int * interval '1 day') at time zone ${TZ} as previous_start,
              (local_now - $2::int * interval '1 day') at time zone ${TZ} as previous_end,
              (select array_agg(d at time zone ${TZ} order by d)
               from generate_series(local_start - $2::int * interval '1 day', local_start + $2::int * interval '1 day',
                                    interval '1 day') d) as day_starts
       from b`,
      [now.toISOString(), days],
    );
    return {
      from: row!.from,
      to: row!.to,
      previousFrom: row!.previous_from,
      previousTo: row!.previous_to,
      currentStart: new Date(row!.current_start),
      previousStart: new Date(row!.previous_start),
      previousEnd: new Date(row!.previous_end),
      dayStarts: row!.day_starts.map((d) => new Date(d)),
    };
  },

  /**
   * Orders and revenue per store day and status, for both periods, in one pass over the created_at
   * index. The day is found by width_bucket over the local midnights (a binary search on instants)
   * rather than by converting every row to Chicago time, which cost more than the scan itself.
   */
  async ordersByDayAndStatus(ex: Executor, b: PeriodBounds, now: Date): Promise<DayStatusRow[]> {
    const days = (b.dayStarts.length - 1) / 2;
    const rows = await ex.query<{ bucket: number; status: string; orders: number; revenue_cents: number }>(
      `select width_bucket(created_at, $5::timestamptz[]) as bucket, status, count(*)::int as orders,
              coalesce(sum(total_cents - refunded_cents) filter (where ${IS_SALE}), 0)::float8 as revenue_cents
       from orders
       where created_at >= $1 and created_at <= $3 and (created_at >= $2 or created_at < $4)
       group by 1, 2`,
      [b.previousStart, b.currentStart, now, b.previousEnd, b.dayStarts],
    );
    // Bucket k (1-based) is the day starting at dayStarts[k - 1]: the previous period's days, then the current's.
    return rows.map((r) => ({
      day: addDays(b.previousFrom, r.bucket - 1),
      current: r.bucket > days,
      status: r.status,
      orders: r.orders,
      revenue_cents: r.revenue_cents,
    }));
  },

  /** Shopper accounts created in each period (staff have a role on their profile). */
  async newCustomers(ex: Executor, b: PeriodBounds, now: Date): Promise<{ current: number; previous: number }> {
    const [row] = await ex.query<{ current: number; previous: number }>(
      `select count(*) filter (where u.created_at >= $2)::int as current,
              count(*) filter (where u.created_at < $4)::int as previous
       from users u left join profiles p on p.user_id = u.id
       where u.created_at >= $1 and u.created_at <= $3 and (u.created_at >= $2 or u.created_at < $4)
         and p.role is null`,
      [b.previousStart, b.currentStart, now, b.previousEnd],
    );
    return row!;
  },

  /** Top products and categories by the revenue of the period's sold, unrefunded lines: one pass over the lines. */
  async top(ex: Executor, b: PeriodBounds, now: Date, limit: number): Promise<TopRow[]> {
    return ex.query<TopRow>(
      `with by_product as materialized (
         select i.product_id, sum(i.line_total_cents)::float8 as revenue_cents, sum(i.quantity)::float8 as quantity
         from orders o join order_items i on i.order_id = o.id
         where o.created_at >= $1 and o.created_at <= $2 and o.${IS_SALE} and i.refunded_at is null
         group by i.product_id
       ),
       products_top as (
         select 'product' as kind, bp.product_id::text as id, coalesce(p.name, 'Removed product') as name,
                p.slug, bp.revenue_cents, bp.quantity
         from by_product bp left join products p on p.id = bp.product_id
         order by bp.revenue_cents desc, bp.product_id limit $3
       ),
       categories_top as (
         select 'category' as kind, c.id::text as id, c.name, c.slug,
                sum(bp.revenue_cents)::float8 as revenue_cents, sum(bp.quantity)::float8 as quantity
         from by_product bp join products p on p.id = bp.product_id join categories c on c.id = p.category_id
         group by c.id order by 5 desc, c.id limit $3
       )
       select * from products_top union all select * from categories_top`,
      [b.currentStart, now, limit],
    );
  },

  /** Orders staff must act on, whenever they were placed: waiting for payment, and confirmed but not packed. */
  async needsAction(ex: Executor, today: string) {
    const [row] = await ex.query<{
      pending: number;
      pending_oldest: Date | null;
      confirmed: number;
      confirmed_oldest: Date | null;
      confirmed_due_today: number;
    }>(
      `select (select count(*)::int from orders where status = 'pending') as pending,
              (select min(created_at) from orders where status = 'pending') as pending_oldest,
              (select count(*)::int from orders where status = 'confirmed') as confirmed,
              (select min(created_at) from orders where status = 'confirmed') as confirmed_oldest,
              (select count(*)::int from orders where status = 'confirmed' and delivery_date <= $1::date)
                as confirmed_due_today`,
      [today],
    );
    return row!;
  },

  async slotBookings(ex: Executor, date: string): Promise<{ window_start: number; booked: number }[]> {
    return ex.query(
      `select window_start, booked from delivery_slot_bookings where slot_date = $1::date order by window_start`,
      [date],
    );
  },

  /** Active products at or under the low-stock threshold (but not out) and out of stock, least stock first, with totals. */
  async stock(ex: Executor, threshold: number, limit: number): Promise<StockRow[]> {
    return ex.query<StockRow>(
      `with s as (
         select id, name, slug, stock_quantity::float8 as stock_quantity,
                case when stock_quantity <= 0 then 'out' else 'low' end as kind
         from products where is_active and stock_quantity <= $1
       ),
       ranked as (
         select s.*, row_number() over (partition by kind order by stock_quantity, name, id) as n,
                count(*) over (partition by kind)::int as total
         from s
       )
       select kind, id::text as product_id, name, slug, stock_quantity, total from ranked where n <= $2
       order by kind, n`,
      [threshold, limit],
    );
  },
};
