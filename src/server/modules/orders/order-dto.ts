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
    orderNumber: row.orderNumber,
    status: row.status as OrderStatus,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    totalCents: row.totalCents,
    itemCount: row.itemCount,
    createdAt: iso(row.createdAt),
    deliveryDate: row.deliveryDate,
    deliveryWindow: windowLabel(row.deliveryWindowStart),
  };
}

export function toOrderDto(row: OrderDetailRow): OrderDto {
  return {
    ...toOrderSummary(row),
    contact: { fullName: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    address: {
      street: row.street,
      street2: row.street2,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: 'US',
    },
    express: row.express,
    promoCode: row.promoCode,
    subscriptionDiscountPercent: row.subscriptionDiscountPercent ?? null,
    totals: {
      subtotalCents: row.subtotalCents,
      deliveryCents: row.deliveryCents,
      expressCents: row.expressCents,
      discountCents: row.discountCents,
      loyaltyDiscountCents: row.loyaltyDiscountCents,
      loyaltyPointsUsed: row.loyaltyPointsUsed,
      taxCents: row.taxCents,
      taxRatePercent: row.taxRateMilliPercent / 1000,
      taxState: row.taxState,
      tipCents: row.tipCents,
      totalCents: row.totalCents,
    },
    lines: row.lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      variantId: l.variantId,
      slug: l.slug,
      name: l.name,
      variantName: l.variantName,
      image: l.image,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
      taxClass: l.taxClass,
      substitution: l.substitution as Substitution,
      customRequirements: l.customRequirements,
      weightBased: Boolean(l.weightBased),
      refundedQuantity: l.refundedQuantity ?? 0,
    })),
    history: row.history.map((h) => ({
      status: h.status as OrderStatus,
      note: h.note,
      at: iso(h.at),
      actor: h.actor ?? 'shopper',
    })),
    refundedCents: row.refundedCents,
    refunds: (row.refunds ?? []).map((r) => ({ amountCents: r.amountCents, at: iso(r.at) })),
    canCancel: CANCELLABLE_STATUSES.includes(row.status as OrderStatus),
    paymentMessage: row.paymentMessage,
  };
}
