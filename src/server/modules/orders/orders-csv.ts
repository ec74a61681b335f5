import Papa from 'papaparse';
import { ORDERS_CSV_HEADER } from '../../../shared/admin-orders';
import { windowLabel, STORE_TIME_ZONE } from '../../../shared/delivery-slots';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
  type PaymentMethod,
} from '../../../shared/orders';
import type { AdminOrderRow } from './orders-admin-repository';

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
export function ordersCsv(rows: AdminOrderRow[]): string {
  const data = rows.map((o) =>
    [
      o.order_number,
      placedAt(o.created_at),
      ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
      o.contact_name,
      o.contact_email,
      o.contact_phone,
      o.zip_code,
      o.delivery_date,
      windowLabel(o.delivery_window_start),
      PAYMENT_METHOD_LABELS[o.payment_method as PaymentMethod] ?? o.payment_method,
      o.payment_status,
      String(o.item_count),
      dollars(o.subtotal_cents),
      dollars(o.discount_cents + o.loyalty_discount_cents),
      dollars(o.delivery_cents + o.express_cents),
      dollars(o.tax_cents),
      dollars(o.tip_cents),
      dollars(o.total_cents),
      dollars(o.refunded_cents),
    ].map(neutralizeCell),
  );
  // CRLF as RFC 4180 says; every field quoted so commas, quotes and line breaks in names stay in their cell.
  return Papa.unparse({ fields: [...ORDERS_CSV_HEADER], data }, { quotes: true, newline: '\r\n' });
}
