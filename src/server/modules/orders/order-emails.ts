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
  | 'contactEmail'
  | 'contactName'
  | 'orderNumber'
  | 'deliveryDate'
  | 'deliveryWindowStart'
  | 'street'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'totalCents'
  | 'paymentMethod'
> & {
  /** `weightBased`: sold by the pound, written "3 lb Fresh Red Pumpkin" rather than "3 × …". */
  lines: Pick<OrderLineRow, 'quantity' | 'name' | 'variantName' | 'lineTotalCents' | 'weightBased'>[];
};

export function orderConfirmationMessage(order: ConfirmationFields, publicUrl: string): EmailMessage {
  const lines = order.lines.map(
    (l) =>
      `${lineQuantityText({ quantity: l.quantity, weightBased: Boolean(l.weightBased), name: l.name, variantName: l.variantName })} — ${formatCents(l.lineTotalCents)}`,
  );
  return compose(
    order.contactEmail,
    'order-confirmation',
    `Your order ${order.orderNumber} is confirmed`,
    [
      `Hello ${order.contactName},`,
      `Thank you for your order ${order.orderNumber}. We will deliver it on ${deliveryWhen(order.deliveryDate, windowLabel(order.deliveryWindowStart))}, to ${order.street}, ${order.city}, ${order.state} ${order.zipCode}.`,
      ...lines,
      `Total: ${formatCents(order.totalCents)}${order.paymentMethod === 'cod' ? ' (cash on delivery)' : ''}`,
    ],
    { label: 'Track your order', url: trackUrl(publicUrl, order.orderNumber) },
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
    order.contactEmail,
    'order-status',
    `Order ${order.orderNumber}: ${ORDER_STATUS_LABELS[status]}`,
    [
      `Hello ${order.contactName},`,
      STATUS_NOTES[status] ?? `Your order is now ${ORDER_STATUS_LABELS[status].toLowerCase()}.`,
    ],
    { label: 'Track your order', url: trackUrl(publicUrl, order.orderNumber) },
  );
}

/** A refund: how much goes back, and whether it was the whole order. */
export function orderRefundMessage(
  order: OrderDetailRow,
  amountCents: number,
  whole: boolean,
  publicUrl: string,
): EmailMessage {
  const method = order.paymentMethod === 'cod' ? 'in cash by our store' : 'to your original payment method';
  return compose(
    order.contactEmail,
    'order-refund',
    `Order ${order.orderNumber}: ${whole ? 'refunded' : 'partly refunded'}`,
    [
      `Hello ${order.contactName},`,
      `We refunded ${formatCents(amountCents)} ${method}${whole ? ' for your whole order' : ' for some items of your order'}.`,
      order.paymentMethod === 'cod' ? '' : 'It can take a few days to show on your statement.',
    ].filter(Boolean),
    { label: 'Track your order', url: trackUrl(publicUrl, order.orderNumber) },
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
