import type { EmailMessage } from '../../email/mailer';
import { CART_CHANNEL } from '../../realtime/cart-live';
import { orderColumns, type OrderDetailRow } from '../orders/orders-repository';
import type { StockLine } from '../orders/stock-repository';
import type { TxQuery } from '../orders/transaction';
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
  lines: (NewOrderLine & { cartItemId: string })[];
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
 * the order, its lines, history, payment record and confirmation email; one place in the delivery
 * window; the ordered cart lines deleted (exactly the ones read, at the quantities read); the stock
 * taken with guarded updates. Every write hangs off the order insert, so a taken order number or a
 * replayed idempotency key writes nothing. When a guard fails (lines changed meanwhile, window full,
 * stock short or product withdrawn) checkout_abort rolls the statement back.
 *
 * Locks, in this order: the cart lines, the window, then products and variants each in id order with
 * NO KEY UPDATE, as stock-repository.ts does, so two orders wait for each other instead of
 * deadlocking. Stock comes last (`written` makes every insert run first), so a hot product's row is
 * held only from its update to the commit at the end of this statement.
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
  select id, $44, payment_method, total_cents, 'pending' from placed
  returning 1),
email as (
  insert into email_outbox (to_address, subject, text_body, html_body, kind, link)
  select $45::text, $46, $47, $48, $49, $50 from placed where $45::text is not null
  returning 1),
written as (
  select (select count(*) from items) + (select count(*) from history) + (select count(*) from payment)
    + (select count(*) from email) as n),
quiet as (select set_config('shop.quiet_cart', 'on', true) as quiet),
cart as (
  delete from cart_items c using placed, quiet, unnest($51::uuid[], $52::numeric[]) as x(id, q)
  where c.id = x.id and c.user_id = $2 and c.quantity = x.q
  returning c.id),
slot as (
  insert into delivery_slot_bookings as b (slot_date, window_start, booked)
  select $15::date, $16, 1 from placed where exists (select 1 from cart)
  on conflict (slot_date, window_start) do update set booked = b.booked + 1, updated_at = now()
    where b.booked < $53
  returning 1),
want_p as (
  select id, sum(q) as q, count(*)::int as n from unnest($54::uuid[], $55::numeric[]) as x(id, q) group by id),
want_v as (select id, sum(q) as q from unnest($56::uuid[], $57::numeric[]) as x(id, q) group by id),
lock_p as (
  select p.id from products p
  where p.id in (select id from want_p) and exists (select 1 from slot) and (select n from written) > 0
  order by p.id for no key update),
lock_v as (
  select v.id from product_variants v where v.id in (select id from want_v) and (select count(*) from lock_p) > 0
  order by v.id for no key update),
taken_p as (
  update products p set stock_quantity = p.stock_quantity - w.q, sales_count = p.sales_count + w.n, updated_at = now()
  from want_p w where p.id = w.id and p.id in (select id from lock_p) and p.is_active and p.stock_quantity >= w.q
  returning p.id),
taken_v as (
  update product_variants v set stock_quantity = v.stock_quantity - w.q, updated_at = now()
  from want_v w where v.id = w.id and v.id in (select id from lock_v) and v.stock_quantity >= w.q
  returning v.id)
select o.*,
  (select coalesce(json_agg(json_build_object('id', i.id, 'product_id', i.product_id, 'variant_id', i.variant_id,
     'slug', i.slug, 'name', i.name, 'variant_name', i.variant_name, 'image', i.image,
     'unit_price_cents', i.unit_price_cents, 'quantity', i.quantity, 'line_total_cents', i.line_total_cents,
     'tax_class', i.tax_class, 'substitution', i.substitution, 'custom_requirements', i.custom_requirements)
     order by i.position), '[]'::json) from items i) as lines,
  (select coalesce(json_agg(json_build_object('status', h.status, 'note', h.note, 'at', h.created_at)), '[]'::json)
   from history h) as history,
  case when o.id is null then exists (select 1 from orders where order_number = $1) end as number_taken
from (values (1)) as one (x) left join placed o on true
where case
  when o.id is null then true
  when (select count(*) from cart) <> $58 then checkout_abort('cart')
  when not exists (select 1 from slot) then checkout_abort('slot')
  when (select count(*) from taken_p) <> cardinality($54::uuid[]) then checkout_abort('stock')
  when (select count(*) from taken_v) <> cardinality($56::uuid[]) then checkout_abort('stock')
  else true end`;

/** Per product and per variant, the units the lines take (a product's own stock is the sum of its sizes'). */
function stockWanted(lines: StockLine[]) {
  const products = new Map<string, number>();
  const variants = new Map<string, number>();
  for (const l of lines) {
    products.set(l.productId, (products.get(l.productId) ?? 0) + l.quantity);
    if (l.variantId) variants.set(l.variantId, (variants.get(l.variantId) ?? 0) + l.quantity);
  }
  return { products, variants };
}

export const placeOrderRepository = {
  async place(q: TxQuery, w: PlaceOrderWrite): Promise<PlaceOrderOutcome> {
    const { products, variants } = stockWanted(w.lines);
    const m = w.email;
    const rows = await q<OrderDetailRow & { number_taken: boolean | null }>(
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
        w.lines.map((l) => l.cartItemId),
        w.lines.map((l) => l.quantity),
        w.slotCapacity,
        [...products.keys()],
        [...products.values()],
        [...variants.keys()],
        [...variants.values()],
        w.lines.length,
      ],
      'checkout-place-order',
    );
    const [row] = rows;
    if (!row?.id) return { placed: null, numberTaken: Boolean(row?.number_taken) };
    const { number_taken: _n, ...placed } = row;
    return { placed };
  },

  /**
   * Tells the live cart the order emptied the shopper's cart. Sent after the commit on purpose (see
   * migration 0007): a NOTIFY alone writes no WAL, so its commit does not wait for the disk.
   */
  async cartCleared(q: TxQuery, userId: string) {
    await q('select pg_notify($1, $2)', [CART_CHANNEL, JSON.stringify({ t: 'cart', u: userId })]);
  },
};
