import type { HistoryActor } from '../../../shared/order-history';
import { HISTORY_ACTOR_SQL } from './history-actor';
import type { AdminOrderFilters } from '../../../shared/admin-orders';
import { STORE_TIME_ZONE } from '../../../shared/delivery-slots';
import { orderColumns, type OrderRow } from './orders-repository';
import type { Executor } from '../../db/executor';
import type { orderItems, orderRefunds, orders, orderStatusHistory, payments } from '../../db/schema/index';

/**
 * What the staff search matches, as ONE expression so a trigram index on exactly this text can serve
 * `like '%term%'` (bench/admin at 100,000 orders):
 *   create index orders_search_trgm_idx on orders using gin ((<ORDER_SEARCH_TEXT>) gin_trgm_ops);
 * The phone keeps its digits only, so "972 555" and "(972) 555-0142" both find it.
 */
export const ORDER_SEARCH_TEXT = `lower(o.order_number || ' ' || o.contact_name || ' ' || o.contact_email || ' ' || regexp_replace(o.contact_phone, '[^0-9]', '', 'g'))`;

const SORTS: Record<AdminOrderFilters['sort'], string[]> = {
  placed: ['o.created_at'],
  total: ['o.total_cents'],
  delivery: ['o.delivery_date', 'o.delivery_window_start'],
  status: ['o.status'],
};

/** A search term as the search text holds it: a phone number typed with punctuation keeps its digits. */
export function searchTerm(q: string): string {
  const digits = q.replace(/\D/g, '');
  const looksLikePhone = /^[\d\s().+-]+$/.test(q) && digits.length >= 3;
  const term = (looksLikePhone ? digits : q).toLowerCase();
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE clause of the list and the export. Every filter is a plain comparison on one column (the
 * placed-date range becomes a created_at range in store time), so a btree index can serve it.
 */
export function adminOrderWhere(filters: AdminOrderFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (filters.q) add((p) => `${ORDER_SEARCH_TEXT} like ${p}`, searchTerm(filters.q));
  if (filters.ids?.length) add((p) => `o.id = any(${p}::uuid[])`, filters.ids);
  if (filters.status?.length) add((p) => `o.status = any(${p}::text[])`, filters.status);
  const zone = `'${STORE_TIME_ZONE}'`;
  if (filters.from) add((p) => `o.created_at >= (${p}::date)::timestamp at time zone ${zone}`, filters.from);
  if (filters.to) add((p) => `o.created_at < (${p}::date + 1)::timestamp at time zone ${zone}`, filters.to);
  if (filters.deliveryDate) add((p) => `o.delivery_date = ${p}::date`, filters.deliveryDate);
  if (filters.slot !== undefined) add((p) => `o.delivery_window_start = ${p}::smallint`, filters.slot);
  if (filters.payment) add((p) => `o.payment_method = ${p}`, filters.payment);
  if (filters.zip) add((p) => `o.zip_code = ${p}`, filters.zip);
  return { where: clauses.length ? clauses.join(' and ') : 'true', params };
}

export function adminOrderBy(filters: AdminOrderFilters): string {
  const dir = filters.dir === 'asc' ? 'asc' : 'desc';
  // The id breaks ties, so paging never shows a row twice or skips one.
  return [...SORTS[filters.sort], 'o.id'].map((column) => `${column} ${dir}`).join(', ');
}

/** A line as the picker reads it: whether its product is sold by weight, and its category (aisle). */
export type PackingLineRow = Pick<
  typeof orderItems.$inferSelect,
  'orderId' | 'id' | 'name' | 'variantName' | 'quantity' | 'substitution' | 'customRequirements'
> & { weightBased: boolean | null; category: string | null };

/** Staff's view of one history entry (`at` as JSON gives it), with who made the change. */
type StaffHistoryEntry = Pick<typeof orderStatusHistory.$inferSelect, 'status' | 'note'> & {
  at: string;
  byName: string | null;
  byEmail: string | null;
  actor: HistoryActor;
};

/** A payment attempt as JSON gives it (its time as text), the provider narrowed to the table's check. */
type PaymentEntry = Pick<
  typeof payments.$inferSelect,
  'id' | 'method' | 'amountCents' | 'status' | 'providerRef' | 'cardLast4' | 'failureMessage'
> & { provider: PaymentProvider; createdAt: string };

/** A refund as JSON gives it, with who made it. */
type RefundEntry = Pick<
  typeof orderRefunds.$inferSelect,
  'id' | 'amountCents' | 'providerRef' | 'orderItemIds' | 'reason'
> & {
  provider: PaymentProvider;
  lines: { lineId: string; quantity: number }[];
  byName: string | null;
  byEmail: string | null;
  createdAt: string;
};

/** What staff see beyond the shopper's view of an order. */
export type OrderExtrasRow = Pick<typeof orders.$inferSelect, 'userId' | 'refundedCents'> & {
  history: StaffHistoryEntry[];
  payments: PaymentEntry[];
  refunds: RefundEntry[];
  lines: (Pick<typeof orderItems.$inferSelect, 'id' | 'refundedGoodsCents'> & {
    refundedAt: string | null;
    unit: 'lb' | null;
  })[];
};

type PaymentProvider = 'cod' | 'demo' | 'stripe';

export const ordersAdminRepository = {
  async list(ex: Executor, filters: AdminOrderFilters, page: number, pageSize: number) {
    const { where, params } = adminOrderWhere(filters);
    const [rows, count] = await Promise.all([
      // The page's ids first (an index-only scan, however deep the page), then only those rows, so a
      // deep page costs about what the first does (bench/README.md "Admin").
      ex.query<OrderRow>(
        `select ${orderColumns}
           from (select o.id from orders o where ${where} order by ${adminOrderBy(filters)}
                 limit ${pageSize} offset ${(page - 1) * pageSize}) page
           join orders o on o.id = page.id
           order by ${adminOrderBy(filters)}`,
        params,
      ),
      ex.query<{ n: number }>(`select count(*)::int as n from orders o where ${where}`, params),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },

  /** Every matching order for the CSV, up to `limit` (the export says when it stopped there). */
  async exportRows(ex: Executor, filters: AdminOrderFilters, limit: number) {
    const { where, params } = adminOrderWhere(filters);
    return ex.query<OrderRow>(
      `select ${orderColumns} from orders o where ${where} order by ${adminOrderBy(filters)}
         limit ${limit}`,
      params,
    );
  },

  /** The ids a "select all matching" bulk action acts on, in the list's order, at most `limit`. */
  async idsMatching(ex: Executor, filters: AdminOrderFilters, limit: number) {
    const { where, params } = adminOrderWhere(filters);
    const rows = await ex.query<{ id: string }>(
      `select o.id from orders o where ${where} order by ${adminOrderBy(filters)} limit ${limit}`,
      params,
    );
    return rows.map((row) => row.id);
  },

  /** Order numbers and statuses of the chosen orders (a bulk report names each order). */
  async numbersOf(ex: Executor, ids: string[]) {
    return ex.query<Pick<OrderRow, 'id' | 'orderNumber' | 'status'>>(
      `select id, order_number as "orderNumber", status from orders where id = any($1::uuid[])`,
      [ids],
    );
  },

  /** What staff see beyond the shopper's view: who changed the status, payments, refunds, line refunds. */
  async extras(ex: Executor, orderId: string) {
    const [order] = await ex.query<OrderExtrasRow>(
      `select o.user_id as "userId", o.refunded_cents as "refundedCents",
           (select coalesce(json_agg(json_build_object('status', h.status, 'note', h.note, 'at', h.created_at,
              'byName', u.name, 'byEmail', u.email, 'actor', ${HISTORY_ACTOR_SQL}) order by h.created_at, h.id), '[]'::json)
            from order_status_history h left join users u on u.id = h.changed_by where h.order_id = o.id) as history,
           (select coalesce(json_agg(json_build_object('id', p.id, 'provider', p.provider, 'method', p.method,
              'amountCents', p.amount_cents, 'status', p.status, 'providerRef', p.provider_ref,
              'cardLast4', p.card_last4, 'failureMessage', p.failure_message, 'createdAt', p.created_at)
              order by p.created_at, p.id), '[]'::json) from payments p where p.order_id = o.id) as payments,
           (select coalesce(json_agg(json_build_object('id', r.id, 'amountCents', r.amount_cents, 'provider', r.provider,
              'providerRef', r.provider_ref, 'orderItemIds', r.order_item_ids, 'lines', r.lines, 'reason', r.reason,
              'byName', u.name, 'byEmail', u.email, 'createdAt', r.created_at) order by r.created_at, r.id), '[]'::json)
            from order_refunds r left join users u on u.id = r.created_by where r.order_id = o.id) as refunds,
           (select coalesce(json_agg(json_build_object('id', i.id, 'refundedAt', i.refunded_at,
              'refundedGoodsCents', i.refunded_goods_cents, 'unit', case when pr.is_weight_based then 'lb' end)), '[]'::json)
            from order_items i left join products pr on pr.id = i.product_id where i.order_id = o.id) as lines
         from orders o where o.id = $1`,
      [orderId],
    );
    return order;
  },

  /** A slot's orders still to pick (confirmed or packed), with each line's category. */
  async packing(ex: Executor, date: string, windowStart: number) {
    const orders = await ex.query<OrderRow>(
      `select ${orderColumns} from orders o
         where o.delivery_date = $1::date and o.delivery_window_start = $2::smallint and o.status in ('confirmed', 'packed')
         order by o.created_at, o.id`,
      [date, windowStart],
    );
    return { orders, lines: await packingLines(ex, orders) };
  },

  /** The chosen orders, whatever their window and status, by delivery time. */
  async packingOf(ex: Executor, ids: string[]) {
    const orders = await ex.query<OrderRow>(
      `select ${orderColumns} from orders o where o.id = any($1::uuid[])
         order by o.delivery_date, o.delivery_window_start, o.created_at, o.id`,
      [ids],
    );
    return { orders, lines: await packingLines(ex, orders) };
  },
};

function packingLines(ex: Executor, orders: OrderRow[]) {
  return ex.query<PackingLineRow>(
    `select i.order_id as "orderId", i.id, i.name, i.variant_name as "variantName", i.quantity::float8 as quantity,
         p.is_weight_based as "weightBased", i.substitution, i.custom_requirements as "customRequirements",
         c.name as category
       from order_items i left join products p on p.id = i.product_id left join categories c on c.id = p.category_id
       where i.order_id = any($1::uuid[]) order by c.name nulls last, i.name, i.id`,
    [orders.map((o) => o.id)],
  );
}
