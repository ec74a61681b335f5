import type { HistoryActor } from '../../../shared/order-history';
import { HISTORY_ACTOR_SQL } from './history-actor';
import type { RefundableLine } from '../../../shared/order-refunds';
import type { TaxClass } from '../../../shared/order-totals';
import type { Executor } from '../../db/executor';
import type { orderItems, orderRefunds, orders, orderStatusHistory } from '../../db/schema/index';
import { CART_CHANNEL } from '../../realtime/cart-live';

/** An order's own columns as every read of orders has them (the SQL aliases them to the table's names). */
export type OrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNumber'
  | 'userId'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'paymentMessage'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'street'
  | 'street2'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'deliveryDate'
  | 'deliveryWindowStart'
  | 'express'
  | 'itemCount'
  | 'subtotalCents'
  | 'deliveryCents'
  | 'expressCents'
  | 'discountCents'
  | 'loyaltyDiscountCents'
  | 'loyaltyPointsUsed'
  | 'taxCents'
  | 'taxRateMilliPercent'
  | 'taxState'
  | 'tipCents'
  | 'totalCents'
  | 'refundedCents'
  | 'promoCode'
  | 'stockHeld'
  | 'createdAt'
>;

/** A line as the order shows it, its tax class narrowed to what checkout writes. */
export type OrderLineRow = Pick<
  typeof orderItems.$inferSelect,
  | 'id'
  | 'productId'
  | 'variantId'
  | 'slug'
  | 'name'
  | 'variantName'
  | 'image'
  | 'unitPriceCents'
  | 'quantity'
  | 'lineTotalCents'
  | 'substitution'
  | 'customRequirements'
> & {
  taxClass: TaxClass;
  /** The product is sold by the pound (false when the product is gone). */
  weightBased?: boolean | null;
  /** Units or lb staff refunds have covered; absent on a row just written by checkout. */
  refundedQuantity?: number;
};

/** A line as a refund weighs it (amounts in cents, quantities as numbers). */
export interface RefundLineRow extends RefundableLine {
  id: string;
  weightBased: boolean;
}

export interface OrderDetailRow extends OrderRow {
  lines: OrderLineRow[];
  /** A Subscribe & Save box order's percent off; absent (undefined) on a row just written by checkout. */
  subscriptionDiscountPercent?: number | null;
  /** `actor` is missing on the order placement's own answer (the shopper or the scheduler placing it). */
  history: (Pick<typeof orderStatusHistory.$inferSelect, 'status' | 'note'> & { at: string; actor?: HistoryActor })[];
  /** Each refund; absent on a row just written by checkout. */
  refunds?: (Pick<typeof orderRefunds.$inferSelect, 'amountCents'> & { at: string })[];
}

export const orderColumns = `o.id, o.order_number as "orderNumber", o.user_id as "userId", o.status,
  o.payment_method as "paymentMethod", o.payment_status as "paymentStatus", o.payment_message as "paymentMessage",
  o.contact_name as "contactName", o.contact_email as "contactEmail", o.contact_phone as "contactPhone", o.street,
  o.street2, o.city, o.state, o.zip_code as "zipCode", o.delivery_date::text as "deliveryDate",
  o.delivery_window_start as "deliveryWindowStart", o.express, o.item_count::float8 as "itemCount",
  o.subtotal_cents as "subtotalCents", o.delivery_cents as "deliveryCents", o.express_cents as "expressCents",
  o.discount_cents as "discountCents", o.loyalty_discount_cents as "loyaltyDiscountCents",
  o.loyalty_points_used as "loyaltyPointsUsed", o.tax_cents as "taxCents",
  o.tax_rate_milli_percent as "taxRateMilliPercent", o.tax_state as "taxState", o.tip_cents as "tipCents",
  o.total_cents as "totalCents", o.refunded_cents as "refundedCents", o.promo_code as "promoCode",
  o.stock_held as "stockHeld", o.created_at as "createdAt"`;

const detailColumns = `${orderColumns},
  (select coalesce(json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'variantId', i.variant_id,
     'slug', i.slug, 'name', i.name, 'variantName', i.variant_name, 'image', i.image, 'unitPriceCents', i.unit_price_cents,
     'quantity', i.quantity::float8, 'lineTotalCents', i.line_total_cents, 'taxClass', i.tax_class,
     'substitution', i.substitution,
     'weightBased', coalesce((select p.is_weight_based from products p where p.id = i.product_id), false),
     'customRequirements', i.custom_requirements,
     'refundedQuantity', i.refunded_quantity::float8) order by i.position, i.id), '[]'::json)
   from order_items i where i.order_id = o.id) as lines,
  (select coalesce(json_agg(json_build_object('status', h.status, 'note', h.note, 'at', h.created_at,
     'actor', ${HISTORY_ACTOR_SQL}) order by h.created_at, h.id), '[]'::json)
   from order_status_history h where h.order_id = o.id) as history,
  (select coalesce(json_agg(json_build_object('amountCents', r.amount_cents, 'at', r.created_at) order by r.created_at, r.id), '[]'::json)
   from order_refunds r where r.order_id = o.id) as refunds,
  (select r.discount_percent from subscription_runs r where r.order_id = o.id limit 1) as "subscriptionDiscountPercent"`;

/**
 * Reads of orders. Shopper reads are scoped by user id, so another shopper's order is simply not
 * found; staff reads pass `userId` null.
 */
export const ordersRepository = {
  async detail(ex: Executor, orderId: string, userId: string | null): Promise<OrderDetailRow | undefined> {
    const rows = await ex.query<OrderDetailRow>(
      `select ${detailColumns} from orders o where o.id = $1 and ($2::uuid is null or o.user_id = $2)`,
      [orderId, userId],
    );
    return rows[0];
  },

  async detailByNumber(ex: Executor, orderNumber: string, userId: string): Promise<OrderDetailRow | undefined> {
    const rows = await ex.query<OrderDetailRow>(
      `select ${detailColumns} from orders o where o.order_number = $1 and o.user_id = $2`,
      [orderNumber, userId],
    );
    return rows[0];
  },

  async list(
    ex: Executor,
    filter: { userId: string | null; status?: string; q?: string; page: number; pageSize: number },
  ) {
    const params: unknown[] = [filter.userId, filter.status ?? null, filter.q ? `%${filter.q}%` : null];
    const where = `($1::uuid is null or o.user_id = $1) and ($2::text is null or o.status = $2)
        and ($3::text is null or o.order_number ilike $3 or o.contact_email ilike $3 or o.contact_name ilike $3)`;
    const [rows, count] = await Promise.all([
      ex.query<OrderRow>(
        `select ${orderColumns} from orders o where ${where} order by o.created_at desc, o.id desc
           limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
        params,
      ),
      ex.query<{ n: number }>(`select count(*)::int as n from orders o where ${where}`, params),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },

  /** The order row, locked for a status change. */
  async lockOrder(ex: Executor, orderId: string, userId: string | null): Promise<OrderRow | undefined> {
    const rows = await ex.query<OrderRow>(
      `select ${orderColumns} from orders o where o.id = $1 and ($2::uuid is null or o.user_id = $2) for update`,
      [orderId, userId],
    );
    return rows[0];
  },

  async setStatus(
    ex: Executor,
    orderId: string,
    status: string,
    note: string | null,
    by: string | null,
    extra: { releaseStock?: boolean; paymentStatus?: string } = {},
  ) {
    await ex.query(
      `with o as (update orders set status = $2, updated_at = now(),
             stock_held = case when $5 then false else stock_held end,
             payment_status = coalesce($6, payment_status)
           where id = $1 returning id)
         insert into order_status_history (order_id, status, note, changed_by) select id, $2, $3, $4 from o`,
      [orderId, status, note, by, extra.releaseStock ?? false, extra.paymentStatus ?? null],
    );
  },

  async releaseSlot(ex: Executor, date: string, start: number) {
    await ex.query(
      `update delivery_slot_bookings set booked = greatest(0, booked - 1), updated_at = now()
         where slot_date = $1 and window_start = $2`,
      [date, start],
    );
  },

  /** Points back to the balance (a cancelled order's redemption) or earned (a delivered order). */
  async addPoints(ex: Executor, userId: string, orderId: string, points: number, reason: 'returned' | 'earned') {
    const lifetime = reason === 'earned' ? points : 0;
    await ex.query(
      `with up as (
           insert into user_loyalty_points (user_id, total_points, lifetime_points, tier_level) values ($1, $3, $4,
             case when $4 >= 5000 then 'platinum' when $4 >= 1000 then 'gold' else 'bronze' end)
           on conflict (user_id) do update set total_points = user_loyalty_points.total_points + $3,
             lifetime_points = user_loyalty_points.lifetime_points + $4,
             tier_level = case when user_loyalty_points.lifetime_points + $4 >= 5000 then 'platinum'
                               when user_loyalty_points.lifetime_points + $4 >= 1000 then 'gold' else 'bronze' end,
             updated_at = now()
           returning 1)
         insert into loyalty_ledger (user_id, order_id, points, reason) select $1, $2, $3::int, $5 from up`,
      [userId, orderId, points, lifetime, reason],
    );
  },

  /** How many pending orders are past the hold time: the release job's queue (a metric). */
  async countAbandoned(ex: Executor, olderThanMinutes: number): Promise<number> {
    const [row] = await ex.query<{ n: number }>(
      `select count(*)::int as n from orders where status = 'pending' and stock_held
           and created_at < now() - make_interval(mins => $1::int)`,
      [olderThanMinutes],
    );
    return row?.n ?? 0;
  },

  /** Pending orders past the hold time, claimed one at a time so several instances share the work. */
  async claimAbandoned(ex: Executor, olderThanMinutes: number): Promise<string | undefined> {
    const rows = await ex.query<{ id: string }>(
      `select id from orders where status = 'pending' and stock_held
           and created_at < now() - make_interval(mins => $1::int)
         order by created_at limit 1 for update skip locked`,
      [olderThanMinutes],
    );
    return rows[0]?.id;
  },

  /** What staff refunds have paid back so far. */
  async refundedCents(ex: Executor, orderId: string): Promise<number> {
    const [row] = await ex.query<{ n: number }>('select refunded_cents as n from orders where id = $1', [orderId]);
    return row?.n ?? 0;
  },

  /**
   * Tells the order's shopper, on every instance, that it changed: a NOTIFY on the live channel that
   * cart-live.ts forwards as an `order` event to the shopper's open pages. Sent after the change
   * committed (its own tiny transaction), not by a trigger: order placement stays NOTIFY-free.
   */
  async notifyChanged(ex: Executor, orderId: string): Promise<void> {
    await ex.query(
      `select pg_notify($1, json_build_object('t', 'order', 'u', user_id, 'o', id)::text) from orders where id = $2`,
      [CART_CHANNEL, orderId],
    );
  },

  /** The order's lines with what refunds have covered of each, in the order's order. */
  async refundLines(ex: Executor, orderId: string): Promise<RefundLineRow[]> {
    return ex.query<RefundLineRow>(
      `select i.id, i.quantity::float8 as quantity, i.line_total_cents as "lineTotalCents",
         i.refunded_quantity::float8 as "refundedQuantity", i.refunded_goods_cents as "refundedGoodsCents",
         coalesce(p.is_weight_based, false) as "weightBased"
       from order_items i left join products p on p.id = i.product_id
       where i.order_id = $1 order by i.position, i.id`,
      [orderId],
    );
  },

  /** The refund's row: what went back, through which provider, for which parts of lines and why. */
  async insertRefund(
    ex: Executor,
    refund: {
      orderId: string;
      amountCents: number;
      provider: string;
      providerRef: string | null;
      lines: { lineId: string; quantity: number; goodsCents: number }[];
      reason: string | null;
      by: string;
    },
  ): Promise<string> {
    const [row] = await ex.query<{ id: string }>(
      `insert into order_refunds (order_id, amount_cents, provider, provider_ref, order_item_ids, lines, reason, created_by)
       values ($1, $2, $3, $4, $5::uuid[], $6::jsonb, $7, $8) returning id`,
      [
        refund.orderId,
        refund.amountCents,
        refund.provider,
        refund.providerRef,
        refund.lines.map((l) => l.lineId),
        JSON.stringify(refund.lines),
        refund.reason,
        refund.by,
      ],
    );
    return row!.id;
  },

  /** Adds refunded parts to their lines; a line refunded whole gets its refunded_at. */
  async addRefundedParts(ex: Executor, parts: { lineId: string; quantity: number; goodsCents: number }[]) {
    await ex.query(
      `update order_items i set refunded_quantity = i.refunded_quantity + r.quantity,
         refunded_goods_cents = i.refunded_goods_cents + r.goods,
         refunded_at = case when i.refunded_quantity + r.quantity >= i.quantity then now() else i.refunded_at end,
         updated_at = now()
       from unnest($1::uuid[], $2::numeric[], $3::int[]) as r(id, quantity, goods)
       where i.id = r.id`,
      [parts.map((p) => p.lineId), parts.map((p) => p.quantity), parts.map((p) => p.goodsCents)],
    );
  },

  async addRefundedCents(ex: Executor, orderId: string, cents: number) {
    await ex.query(`update orders set refunded_cents = refunded_cents + $2, updated_at = now() where id = $1`, [
      orderId,
      cents,
    ]);
  },

  /** The refunds made for a reason, newest first (a reported problem's refund carries its own). */
  async latestRefundFor(ex: Executor, orderId: string, reason: string): Promise<number | undefined> {
    const [row] = await ex.query<Pick<typeof orderRefunds.$inferSelect, 'amountCents'>>(
      `select amount_cents as "amountCents" from order_refunds where order_id = $1 and reason = $2
       order by created_at desc limit 1`,
      [orderId, reason],
    );
    return row?.amountCents;
  },
};
