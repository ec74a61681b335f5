import type { TxQuery } from '../orders/transaction';

/** A cart line with what pricing needs: current prices and stock of the product and its variant. */
export interface CheckoutLineRow {
  cart_item_id: string;
  product_id: string;
  variant_id: string | null;
  quantity: number;
  custom_requirements: string | null;
  name: string;
  slug: string;
  image: string | null;
  is_active: boolean;
  tax_class: 'food' | 'taxable';
  price_cents: number;
  stock: number;
  has_variants: boolean;
  variant_name: string | null;
  variant_price_cents: number | null;
  variant_stock: number | null;
}

export interface ZoneRow {
  delivery_charge_cents: number;
  express_available: boolean;
}

export interface NewOrderRow {
  orderNumber: string;
  userId: string;
  idempotencyKey: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  contact: { fullName: string; email: string; phone: string };
  address: { street: string; street2: string; city: string; state: string; zipCode: string };
  slot: { date: string; start: number };
  express: boolean;
  totals: {
    itemCount: number;
    subtotalCents: number;
    deliveryCents: number;
    expressCents: number;
    discountCents: number;
    loyaltyDiscountCents: number;
    loyaltyPointsUsed: number;
    taxCents: number;
    taxRateMilliPercent: number;
    taxState: string | null;
    tipCents: number;
    totalCents: number;
  };
  promoCode: string | null;
  promoId: string | null;
}

export interface NewOrderLine {
  productId: string;
  variantId: string | null;
  name: string;
  variantName: string | null;
  slug: string;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  taxClass: string;
  substitution: string;
  customRequirements: string | null;
}

/** Checkout's SQL. Each function takes the query of the transaction it belongs to. */
export const checkoutRepository = {
  /** With `lock`, the shopper's cart rows stay locked until commit: two tabs cannot order one cart twice. */
  async cartLines(q: TxQuery, userId: string, lock: boolean): Promise<CheckoutLineRow[]> {
    return q<CheckoutLineRow>(
      `select ci.id as cart_item_id, ci.product_id, ci.variant_id, ci.quantity::float8 as quantity, ci.custom_requirements,
         p.name, p.slug, p.images[1] as image, p.is_active, p.tax_class, p.price_cents, p.stock_quantity::float8 as stock,
         exists (select 1 from product_variants pv where pv.product_id = p.id) as has_variants,
         v.name as variant_name, v.price_cents as variant_price_cents, v.stock_quantity::float8 as variant_stock
       from cart_items ci join products p on p.id = ci.product_id
       left join product_variants v on v.id = ci.variant_id
       where ci.user_id = $1 order by ci.created_at, ci.id ${lock ? 'for update of ci' : ''}`,
      [userId],
    );
  },

  async zone(q: TxQuery, zip: string): Promise<ZoneRow | undefined> {
    const rows = await q<ZoneRow>(
      'select delivery_charge_cents, express_available from delivery_zones where zipcode = $1 and is_active',
      [zip],
    );
    return rows[0];
  },

  async defaultAddress(q: TxQuery, userId: string) {
    const rows = await q<{ zip_code: string; state: string }>(
      'select zip_code, state from addresses where user_id = $1 and is_default limit 1',
      [userId],
    );
    return rows[0];
  },

  async loyaltyBalance(q: TxQuery, userId: string): Promise<number> {
    const rows = await q<{ total_points: number }>('select total_points from user_loyalty_points where user_id = $1', [
      userId,
    ]);
    return rows[0]?.total_points ?? 0;
  },

  async slotBookings(q: TxQuery, from: string, to: string) {
    return q<{ slot_date: string; window_start: number; booked: number }>(
      `select slot_date::text as slot_date, window_start, booked from delivery_slot_bookings
       where slot_date between $1::date and $2::date`,
      [from, to],
    );
  },

  /** null when the number is taken or this shopper already used the idempotency key. */
  async insertOrder(q: TxQuery, o: NewOrderRow): Promise<string | null> {
    const t = o.totals;
    const rows = await q<{ id: string }>(
      `insert into orders (order_number, user_id, idempotency_key, status, payment_method, payment_status,
         contact_name, contact_email, contact_phone, street, street2, city, state, zip_code,
         delivery_date, delivery_window_start, express, item_count, subtotal_cents, delivery_cents, express_cents,
         discount_cents, loyalty_discount_cents, loyalty_points_used, tax_cents, tax_rate_milli_percent, tax_state,
         tip_cents, total_cents, promo_code, promo_id)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31)
       on conflict do nothing returning id`,
      [
        o.orderNumber,
        o.userId,
        o.idempotencyKey,
        o.status,
        o.paymentMethod,
        o.paymentStatus,
        o.contact.fullName,
        o.contact.email,
        o.contact.phone,
        o.address.street,
        o.address.street2,
        o.address.city,
        o.address.state,
        o.address.zipCode,
        o.slot.date,
        o.slot.start,
        o.express,
        t.itemCount,
        t.subtotalCents,
        t.deliveryCents,
        t.expressCents,
        t.discountCents,
        t.loyaltyDiscountCents,
        t.loyaltyPointsUsed,
        t.taxCents,
        t.taxRateMilliPercent,
        t.taxState,
        t.tipCents,
        t.totalCents,
        o.promoCode,
        o.promoId,
      ],
    );
    return rows[0]?.id ?? null;
  },

  async orderIdByKey(q: TxQuery, userId: string, key: string): Promise<string | undefined> {
    const rows = await q<{ id: string }>('select id from orders where user_id = $1 and idempotency_key = $2', [
      userId,
      key,
    ]);
    return rows[0]?.id;
  },

  /** Lines, the first history entry and the payment record, in one round trip. */
  async insertOrderDetails(
    q: TxQuery,
    orderId: string,
    lines: NewOrderLine[],
    status: string,
    payment: { provider: string; method: string; amountCents: number; status: string },
  ) {
    await q(
      `with items as (
         insert into order_items (order_id, product_id, variant_id, name, variant_name, slug, image, unit_price_cents,
           quantity, line_total_cents, tax_class, substitution, custom_requirements, position)
         select $1, u.* from unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
           $9::numeric[], $10::int[], $11::text[], $12::text[], $13::text[]) with ordinality as u),
       history as (insert into order_status_history (order_id, status, note) values ($1, $14, 'Order placed'))
       insert into payments (order_id, provider, method, amount_cents, status) values ($1, $15, $16, $17, $18)`,
      [
        orderId,
        lines.map((l) => l.productId),
        lines.map((l) => l.variantId),
        lines.map((l) => l.name),
        lines.map((l) => l.variantName),
        lines.map((l) => l.slug),
        lines.map((l) => l.image),
        lines.map((l) => l.unitPriceCents),
        lines.map((l) => l.quantity),
        lines.map((l) => l.lineTotalCents),
        lines.map((l) => l.taxClass),
        lines.map((l) => l.substitution),
        lines.map((l) => l.customRequirements),
        status,
        payment.provider,
        payment.method,
        payment.amountCents,
        payment.status,
      ],
    );
  },

  /** Takes one place in the window unless it is full; false when full. */
  async bookSlot(q: TxQuery, date: string, start: number, capacity: number): Promise<boolean> {
    const rows = await q(
      `insert into delivery_slot_bookings (slot_date, window_start, booked) values ($1, $2, 1)
       on conflict (slot_date, window_start) do update set booked = delivery_slot_bookings.booked + 1, updated_at = now()
         where delivery_slot_bookings.booked < $3
       returning 1`,
      [date, start, capacity],
    );
    return rows.length > 0;
  },

  /** Spends points with a guarded update; false when the balance is too small. */
  async spendPoints(q: TxQuery, userId: string, orderId: string, points: number): Promise<boolean> {
    const rows = await q(
      `with spent as (update user_loyalty_points set total_points = total_points - $3, updated_at = now()
         where user_id = $1 and total_points >= $3 returning 1)
       insert into loyalty_ledger (user_id, order_id, points, reason)
       select $1, $2, -$3::int, 'redeemed' from spent returning 1`,
      [userId, orderId, points],
    );
    return rows.length > 0;
  },

  async clearCart(q: TxQuery, userId: string) {
    await q('delete from cart_items where user_id = $1', [userId]);
  },
};
