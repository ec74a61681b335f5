import { windowLabel } from '../../../shared/delivery-slots';
import { lineQuantityText } from '../../../shared/line-quantity';
import { formatCents } from '../../../shared/money';
import { deliveryWhen } from '../../../shared/store-dates';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/orders';
import type { EmailMessage } from '../../email/mailer';
import { compose } from '../../email/templates';
import type { OrderDetailRow, OrderLineRow } from './orders-repository';

/** The order emails: a confirmation when an order is placed and confirmed, a note on each later change. */
const trackUrl = (publicUrl: string, orderNumber: string) =>
  new URL(`/track-order?orderNumber=${encodeURIComponent(orderNumber)}`, publicUrl).href;

/** What a confirmation says; known before the order is written, so it can be stored with the order. */
export type ConfirmationFields = Pick<
  OrderDetailRow,
  | 'contact_email'
  | 'contact_name'
  | 'order_number'
  | 'delivery_date'
  | 'delivery_window_start'
  | 'street'
  | 'city'
  | 'state'
  | 'zip_code'
  | 'total_cents'
  | 'payment_method'
> & {
  lines: (Pick<OrderLineRow, 'quantity' | 'name' | 'variant_name' | 'line_total_cents'> & {
    /** Sold by the pound: written "3 lb Fresh Red Pumpkin" rather than "3 × …". */
    weight_based?: boolean | null;
  })[];
};

export function orderConfirmationMessage(order: ConfirmationFields, publicUrl: string): EmailMessage {
  const lines = order.lines.map(
    (l) =>
      `${lineQuantityText({ quantity: l.quantity, weightBased: Boolean(l.weight_based), name: l.name, variantName: l.variant_name })} — ${formatCents(l.line_total_cents)}`,
  );
  return compose(
    order.contact_email,
    'order-confirmation',
    `Your order ${order.order_number} is confirmed`,
    [
      `Hello ${order.contact_name},`,
      `Thank you for your order ${order.order_number}. We will deliver it on ${deliveryWhen(order.delivery_date, windowLabel(order.delivery_window_start))}, to ${order.street}, ${order.city}, ${order.state} ${order.zip_code}.`,
      ...lines,
      `Total: ${formatCents(order.total_cents)}${order.payment_method === 'cod' ? ' (cash on delivery)' : ''}`,
    ],
    { label: 'Track your order', url: trackUrl(publicUrl, order.order_number) },
  );
}

const STATUS_NOTES: Partial<Record<OrderStatus, string>> = {
  packed: 'Your groceries are packed and waiting for the driver.',
  out_for_delivery: 'Your order is on its way.',
  delivered: 'Your order was delivered. Enjoy your groceries!',
  cancelled: 'Your order was cancelled. Any items held for it are back on the shelf.',
  refunded: 'Your payment was refunded. It can take a few days to show on your statement.',
};

export function orderStatusMessage(order: OrderDetailRow, status: OrderStatus, publicUrl: string): EmailMessage {
  return compose(
    order.contact_email,
    'order-status',
    `Order ${order.order_number}: ${ORDER_STATUS_LABELS[status]}`,
    [
      `Hello ${order.contact_name},`,
      STATUS_NOTES[status] ?? `Your order is now ${ORDER_STATUS_LABELS[status].toLowerCase()}.`,
    ],
    { label: 'Track your order', url: trackUrl(publicUrl, order.order_number) },
  );
}

/** A refund: how much goes back, and whether it was the whole order. */
export function orderRefundMessage(
  order: OrderDetailRow,
  amountCents: number,
  whole: boolean,
  publicUrl: string,
): EmailMessage {
  const method = order.payment_method === 'cod' ? 'in cash by our store' : 'to your original payment method';
  return compose(
    order.contact_email,
    'order-refund',
    `Order ${order.order_number}: ${whole ? 'refunded' : 'partly refunded'}`,
    [
      `Hello ${order.contact_name},`,
      `We refunded ${formatCents(amountCents)} ${method}${whole ? ' for your whole order' : ' for some items of your order'}.`,
      order.payment_method === 'cod' ? '' : 'It can take a few days to show on your statement.',
    ].filter(Boolean),
    { label: 'Track your order', url: trackUrl(publicUrl, order.order_number) },
  );
}

/** Status changes worth an email (a confirmation has its own). */
export const EMAILED_STATUSES: readonly OrderStatus[] = [
  'packed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
];
