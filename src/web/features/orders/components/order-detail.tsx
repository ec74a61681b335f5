import { lineQuantityText } from '../../../../shared/line-quantity';
import { formatCents } from '../../../../shared/money';
import { PAYMENT_METHOD_LABELS, SUBSTITUTION_LABELS, type OrderDto } from '../../../../shared/orders';
import { deliveryWhen, storeDayTime } from '../../../../shared/store-dates';
import { orderDiscountLabel } from '../../../../shared/subscribe-and-save';
import { OrderStatusBadge } from '../../../components/shop/order-status-badge';
import { OrderTimeline } from './order-timeline';

/** An order as the shopper sees it: status timeline, lines as sold, every total, delivery details. */
export function OrderDetail({ order }: { order: OrderDto }) {
  const t = order.totals;
  const rows: [string, number][] = [
    ['Subtotal', t.subtotalCents],
    ['Delivery', t.deliveryCents],
    ...(t.expressCents ? ([['Express', t.expressCents]] as [string, number][]) : []),
    ...(t.discountCents ? ([[orderDiscountLabel(order), -t.discountCents]] as [string, number][]) : []),
    ...(t.loyaltyDiscountCents ? ([['Loyalty points', -t.loyaltyDiscountCents]] as [string, number][]) : []),
    [`Tax${t.taxState ? ` (${t.taxState} ${t.taxRatePercent}%)` : ''}`, t.taxCents],
    ['Driver tip', t.tipCents],
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">
          Order <span data-testid="order-number">{order.orderNumber}</span>
        </h2>
        <OrderStatusBadge status={order.status} className="px-3 py-1 text-sm" data-testid="order-status" />
      </div>
      <OrderTimeline order={order} />
      <section>
        <h3 className="text-sm font-bold">Items</h3>
        <ul className="mt-2 divide-y divide-gray-100 text-sm">
          {order.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-3 py-2">
              <span>
                {lineQuantityText(l)} · {formatCents(l.unitPriceCents)}
                {l.weightBased ? ' / lb' : ''}
                <span className="block text-xs text-muted">If out of stock: {SUBSTITUTION_LABELS[l.substitution]}</span>
                {l.refundedQuantity > 0 ? (
                  <span className="block text-xs font-semibold text-red-800">
                    Refunded: {l.refundedQuantity}
                    {l.weightBased ? ' lb' : ''} of {l.quantity}
                    {l.weightBased ? ' lb' : ''}
                  </span>
                ) : null}
              </span>
              <span className="font-medium">{formatCents(l.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-gray-200 pt-2 text-sm">
          {rows.map(([label, cents]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-muted">{label}</dt>
              <dd>{formatCents(cents)}</dd>
            </div>
          ))}
          <div className="flex justify-between font-bold">
            <dt>Total</dt>
            <dd>{formatCents(order.totalCents)}</dd>
          </div>
          {order.refunds.map((r, i) => (
            <div key={`${r.at}-${i}`} className="flex justify-between text-red-800">
              <dt>Refunded {storeDayTime(r.at)}</dt>
              <dd>{formatCents(-r.amountCents)}</dd>
            </div>
          ))}
          {order.refunds.length > 1 ? (
            <div className="flex justify-between font-semibold text-red-800">
              <dt>Refunded in all</dt>
              <dd>{formatCents(-order.refundedCents)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="font-bold">Delivery</h3>
          <p>
            {deliveryWhen(order.deliveryDate, order.deliveryWindow)}
            {order.express ? ' (express)' : ''}
          </p>
          <p>
            {order.address.street}
            {order.address.street2 ? `, ${order.address.street2}` : ''}, {order.address.city}, {order.address.state}{' '}
            {order.address.zipCode}
          </p>
        </div>
        <div>
          <h3 className="font-bold">Payment</h3>
          <p>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {order.paymentStatus}
          </p>
          {order.paymentMessage ? <p className="text-red-800">{order.paymentMessage}</p> : null}
        </div>
      </section>
    </div>
  );
}
