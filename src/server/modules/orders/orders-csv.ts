import Papa from 'papaparse';
import { ORDERS_CSV_HEADER } from '../../../shared/admin-orders';
import { windowLabel, STORE_TIME_ZONE } from '../../../shared/delivery-slots';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
  type PaymentMethod,
} from '../../../shared/orders';
import type { OrderRow } from './orders-repository';

const dollars = (cents: number) => (cents / 100).toFixed(2);

const storeTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-25 14:05" in the store's time. */
function placedAt(value: Date | string): string {
  const parts = Object.fromEntries(storeTime.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return) as a formula: such a
 * cell gets a leading apostrophe so a customer's name can never become a formula on a staff machine.
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One row per order, ORDERS_CSV_HEADER's columns; money in dollars with two decimals. */
export function ordersCsv(rows: OrderRow[]): string {
  const data = rows.map((o) =>
    [
      o.orderNumber,
      placedAt(o.createdAt),
      ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
      o.contactName,
      o.contactEmail,
      o.contactPhone,
      o.zipCode,
      o.deliveryDate,
      windowLabel(o.deliveryWindowStart),
      PAYMENT_METHOD_LABELS[o.paymentMethod as PaymentMethod] ?? o.paymentMethod,
      o.paymentStatus,
      String(o.itemCount),
      dollars(o.subtotalCents),
      dollars(o.discountCents + o.loyaltyDiscountCents),
      dollars(o.deliveryCents + o.expressCents),
      dollars(o.taxCents),
      dollars(o.tipCents),
      dollars(o.totalCents),
      dollars(o.refundedCents),
    ].map(neutralizeCell),
  );
  // CRLF as RFC 4180 says; every field quoted so commas, quotes and line breaks in names stay in their cell.
  return Papa.unparse({ fields: [...ORDERS_CSV_HEADER], data }, { quotes: true, newline: '\r\n' });
}
