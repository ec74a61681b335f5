import type { EmailMessage } from '../../email/mailer';
import { CART_CHANNEL } from '../../realtime/cart-live';
import { orderColumns, type OrderDetailRow } from '../orders/orders-repository';
import type { StockLine } from '../orders/stock-repository';
import type { Executor } from '../../db/executor';
import {
  type NewOrderLine,
  type NewOrderRow,
  ORDER_INSERT_COLUMNS,
  ORDER_ITEM_INSERT_COLUMNS,
  orderItemArrays,
  orderItemsUnnest,
  orderValues,
  placeholders,
} from './order-rows';

/** Why the statement rolled itself back (checkout_abort in migration 0007). */
export type PlaceAbort = 'cart' | 'slot' | 'stock';

export interface PlaceOrderWrite {
  order: NewOrderRow;
  /** cartItemId: the cart line the order line was priced from, deleted with the order; null for the demo seed. */
  lines: (NewOrderLine & { cartItemId: string | null })[];
  slotCapacity: number;
  paymentProvider: string;
  /** The confirmation email to keep in email_outbox with the order (outbox mode), or null. */
  email: EmailMessage | null;
}

export type PlaceOrderOutcome = { placed: OrderDetailRow } | { placed: null; numberTaken: boolean };

/** The guard that failed when `error` is checkout_abort's, else null. */
export function placeAbortReason(error: unknown): PlaceAbort | null {
  const e = error as { code?: string; message?: string } | null;
  const reason = e?.code === 'P0001' ? /^checkout aborted: (cart|slot|stock)$/.exec(e.message ?? '')?.[1] : undefined;
  return (reason as PlaceAbort | undefined) ?? null;
}

/**
 * The whole order in one statement, so one round trip and, outside a transaction, its own transaction:
 * the order, its lines, history, payment record, confirmation email and sales to count (for the
 * popularity order, counted later: see sales-count-repository.ts); one place in the delivery
 * window; the ordered cart lines deleted (exactly the ones read, at the quantities read); the stock
 * taken with guarded updates. Every write hangs off the order insert, so a taken order number or a
 * replayed idempotency key writes nothing. When a guard fails (lines changed meanwhile, window full,
 * stock short or product withdrawn) checkout_abort rolls the statement back.
 *
 * Locks, in this order: the cart lines, the window, then products and variants (the updates scan
 * them by primary key, so in id order), as stock-repository.ts does. The guarded updates take the row
 * locks themselves: locking first with SELECT … FOR NO KEY UPDATE in the same statement deadlocks
 * under contention, since the update then starts again from the statement's older snapshot and
 * queues for the row behind the transactions waiting for it. Stock comes last (`written` makes every
 * insert run first), so a hot product's row is held only from its update to the commit. The updates
 * set only stock_quantity and updated_at, which no index reads (not even in a predicate), so they are
 * HOT updates that write no index entries: keep it so (docs/decisions/008).
 */
const PLACE_ORDER_SQL = `
with placed as (
  insert into orders as o (${ORDER_INSERT_COLUMNS}) values (${placeholders(1, 31)})
  on conflict do nothing
  returning ${orderColumns}),
items as (
  insert into order_items (${ORDER_ITEM_INSERT_COLUMNS})
  select placed.id, u.* from placed, ${orderItemsUnnest(32)}
  returning id, product_id, variant_id, slug, name, variant_name, image, unit_price_cents, quantity::float8 as quantity,
    line_total_cents, tax_class, substitution, custom_requirements, position),
history as (
  insert into order_status_history (order_id, status, note) select id, status, 'Order placed' from placed
  returning status, note, created_at),
payment as (
  insert into payments (order_id, provider, method, amount_cents, status)
  select id, $44, "paymentMethod", "totalCents", 'pending' from placed
  returning 1),
email as (
  insert into email_outbox (to_address, subject, text_body, html_body, kind, link)
  select $45::text, $46, $47, $48, $49, $50 from placed where $45::text is not null
  returning 1),
sales as (
  insert into sales_count_changes (product_ids, lines) select $54, $56 from placed
  returning 1),
written as (
  select (select count(*) from items) + (select count(*) from history) + (select count(*) from payment)
    + (select count(*) from email) + (select count(*) from sales) as n),
quiet as (select set_config('shop.quiet_cart', 'on', true) as quiet),
cart as (
  delete from cart_items c using placed, quiet, unnest($51::uuid[], $52::numeric[]) as x(id, q)
  where c.id = x.id and c.user_id = $2 and c.quantity = x.q
  returning c.id),
slot as (
  insert into delivery_slot_bookings as b (slot_date, window_start, booked)
  select $15::date, $16, 1 from placed where (select count(*) from cart) = $59
  on conflict (slot_date, window_start) do update set booked = b.booked + 1, updated_at = now()
    where b.booked < $53
  returning 1),
taken_p as (
  update products p
  set stock_quantity = p.stock_quantity - ($55::numeric[])[array_position($54::uuid[], p.id)], updated_at = now()
  where p.id = any($54::uuid[]) and exists (select 1 from slot) and (select n from written) > 0
    and p.is_active and p.stock_quantity >= ($55::numeric[])[array_position($54::uuid[], p.id)]
  returning p.id),
taken_v as (
  update product_variants v
  set stock_quantity = v.stock_quantity - ($58::numeric[])[array_position($57::uuid[], v.id)], updated_at = now()
  where v.id = any($57::uuid[]) and (select count(*) from taken_p) > 0
    and v.stock_quantity >= ($58::numeric[])[array_position($57::uuid[], v.id)]
  returning v.id)
select o.*,
  (select coalesce(json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'variantId', i.variant_id,
     'slug', i.slug, 'name', i.name, 'variantName', i.variant_name, 'image', i.image,
     'unitPriceCents', i.unit_price_cents, 'quantity', i.quantity, 'lineTotalCents', i.line_total_cents,
     'taxClass', i.tax_class, 'substitution', i.substitution, 'customRequirements', i.custom_requirements,
     'weightBased', coalesce((select p.is_weight_based from products p where p.id = i.product_id), false))
     order by i.position), '[]'::json) from items i) as lines,
  (select coalesce(json_agg(json_build_object('status', h.status, 'note', h.note, 'at', h.created_at)), '[]'::json)
   from history h) as history,
  case when o.id is null then exists (select 1 from orders where order_number = $1) end as "numberTaken"
from (values (1)) as one (x) left join placed o on true
where case
  when o.id is null then true
  when (select count(*) from cart) <> $59 then checkout_abort('cart')
  when not exists (select 1 from slot) then checkout_abort('slot')
  when (select count(*) from taken_p) <> cardinality($54::uuid[]) then checkout_abort('stock')
  when (select count(*) from taken_v) <> cardinality($57::uuid[]) then checkout_abort('stock')
  else true end`;

/**
 * Per product (units and lines) and per variant (units), in id order: a product's own stock is the
 * sum of its sizes', so a variant line takes from both.
 */
function stockWanted(lines: StockLine[]) {
  const products = new Map<string, { q: number; n: number }>();
  const variants = new Map<string, number>();
  for (const l of lines) {
    const p = products.get(l.productId) ?? { q: 0, n: 0 };
    products.set(l.productId, { q: p.q + l.quantity, n: p.n + 1 });
    if (l.variantId) variants.set(l.variantId, (variants.get(l.variantId) ?? 0) + l.quantity);
  }
  const byId = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { products: byId(products), variants: byId(variants) };
}

export const placeOrderRepository = {
  async place(tx: Executor, w: PlaceOrderWrite): Promise<PlaceOrderOutcome> {
    const { products, variants } = stockWanted(w.lines);
    const fromCart = w.lines.filter((l) => l.cartItemId !== null);
    const m = w.email;
    const rows = await tx.query<OrderDetailRow & { numberTaken: boolean | null }>(
      PLACE_ORDER_SQL,
      [
        ...orderValues(w.order),
        ...orderItemArrays(w.lines),
        w.paymentProvider,
        m?.to.toLowerCase() ?? null,
        m?.subject ?? null,
        m?.text ?? null,
        m?.html ?? null,
        m?.kind ?? null,
        m?.link ?? null,
        fromCart.map((l) => l.cartItemId),
        fromCart.map((l) => l.quantity),
        w.slotCapacity,
        products.map(([id]) => id),
        products.map(([, p]) => p.q),
        products.map(([, p]) => p.n),
        variants.map(([id]) => id),
        variants.map(([, q]) => q),
        fromCart.length,
      ],
      'checkout-place-order',
    );
    const [row] = rows;
    if (!row?.id) return { placed: null, numberTaken: Boolean(row?.numberTaken) };
    const { numberTaken: _n, ...placed } = row;
    return { placed };
  },

  /**
   * Tells the live cart the order emptied the shopper's cart. Sent after the commit on purpose (see
   * migration 0007): a NOTIFY alone writes no WAL, so its commit does not wait for the disk.
   */
  async cartCleared(tx: Executor, userId: string) {
    await tx.query('select pg_notify($1, $2)', [CART_CHANNEL, JSON.stringify({ t: 'cart', u: userId })]);
  },
};
