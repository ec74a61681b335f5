import type { Totals } from '../../../shared/order-totals';

/** A new order and its lines as SQL parameters, shared by every statement that writes one. */
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
  /** The shared totals, with the tax rate stored exactly (thousandths of a percent). */
  totals: Omit<Totals, 'taxRatePercent'> & { taxRateMilliPercent: number };
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

export const ORDER_INSERT_COLUMNS = `order_number, user_id, idempotency_key, status, payment_method, payment_status,
  contact_name, contact_email, contact_phone, street, street2, city, state, zip_code,
  delivery_date, delivery_window_start, express, item_count, subtotal_cents, delivery_cents, express_cents,
  discount_cents, loyalty_discount_cents, loyalty_points_used, tax_cents, tax_rate_milli_percent, tax_state,
  tip_cents, total_cents, promo_code, promo_id`;

/** `$from, …, $to` */
export const placeholders = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `$${from + i}`).join(',');

/** The 31 values of ORDER_INSERT_COLUMNS, in order. */
export function orderValues(o: NewOrderRow): unknown[] {
  const t = o.totals;
  return [
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
  ];
}

/** Every column of an order line but order_id; `position` comes from WITH ORDINALITY. */
export const ORDER_ITEM_INSERT_COLUMNS = `order_id, product_id, variant_id, name, variant_name, slug, image,
  unit_price_cents, quantity, line_total_cents, tax_class, substitution, custom_requirements, position`;

/** The order lines as 12 parameter arrays starting at $from (see orderItemArrays). */
export const orderItemsUnnest = (from: number) => {
  const types = ['uuid', 'uuid', 'text', 'text', 'text', 'text', 'int', 'numeric', 'int', 'text', 'text', 'text'];
  return `unnest(${types.map((t, i) => `$${from + i}::${t}[]`).join(', ')}) with ordinality as u`;
};

export const orderItemArrays = (lines: NewOrderLine[]): unknown[] => [
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
];
