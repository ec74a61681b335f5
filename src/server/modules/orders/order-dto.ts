import { windowLabel } from '../../../shared/delivery-slots';
import {
  CANCELLABLE_STATUSES,
  type OrderDto,
  type OrderStatus,
  type OrderSummaryDto,
  type PaymentMethod,
  type PaymentStatus,
  type Substitution,
} from '../../../shared/orders';
import type { OrderDetailRow, OrderRow } from './orders-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toOrderSummary(row: OrderRow): OrderSummaryDto {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status as OrderStatus,
    paymentMethod: row.payment_method as PaymentMethod,
    paymentStatus: row.payment_status as PaymentStatus,
    totalCents: row.total_cents,
    itemCount: row.item_count,
    createdAt: iso(row.created_at),
    deliveryDate: row.delivery_date,
    deliveryWindow: windowLabel(row.delivery_window_start),
  };
}

export function toOrderDto(row: OrderDetailRow): OrderDto {
  return {
    ...toOrderSummary(row),
    contact: { fullName: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    address: {
      street: row.street,
      street2: row.street2,
      city: row.city,
      state: row.state,
      zipCode: row.zip_code,
      country: 'US',
    },
    express: row.express,
    promoCode: row.promo_code,
    subscriptionDiscountPercent: row.subscription_discount_percent ?? null,
    totals: {
      subtotalCents: row.subtotal_cents,
      deliveryCents: row.delivery_cents,
      expressCents: row.express_cents,
      discountCents: row.discount_cents,
      loyaltyDiscountCents: row.loyalty_discount_cents,
      loyaltyPointsUsed: row.loyalty_points_used,
      taxCents: row.tax_cents,
      taxRatePercent: row.tax_rate_milli_percent / 1000,
      taxState: row.tax_state,
      tipCents: row.tip_cents,
      totalCents: row.total_cents,
    },
    lines: row.lines.map((l) => ({
      id: l.id,
      productId: l.product_id,
      variantId: l.variant_id,
      slug: l.slug,
      name: l.name,
      variantName: l.variant_name,
      image: l.image,
      unitPriceCents: l.unit_price_cents,
      quantity: l.quantity,
      lineTotalCents: l.line_total_cents,
      taxClass: l.tax_class,
      substitution: l.substitution as Substitution,
      customRequirements: l.custom_requirements,
      weightBased: Boolean(l.weight_based),
      refundedQuantity: l.refunded_quantity ?? 0,
    })),
    history: row.history.map((h) => ({
      status: h.status as OrderStatus,
      note: h.note,
      at: iso(h.at),
      actor: h.actor ?? 'shopper',
    })),
    refundedCents: row.refunded_cents ?? 0,
    refunds: (row.refunds ?? []).map((r) => ({ amountCents: r.amount_cents, at: iso(r.at) })),
    canCancel: CANCELLABLE_STATUSES.includes(row.status as OrderStatus),
    paymentMessage: row.payment_message,
  };
}
