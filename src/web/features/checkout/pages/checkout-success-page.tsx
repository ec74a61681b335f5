import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { PriceChangeDto } from '../../../../shared/checkout';
import { formatCents } from '../../../../shared/money';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/orders';
import { deliveryWhen } from '../../../../shared/store-dates';
import { OrderStatusBadge } from '../../../components/shop/order-status-badge';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { paymentRefreshQuery, placedOrderQuery } from '../api/order-query';
import { CheckoutSteps } from '../components/checkout-steps';

/** /checkout/success: the confirmation (step 4), with any price change the order was placed at. */
export default function CheckoutSuccessPage() {
  usePageMeta({ title: 'Order confirmed', description: 'Your Desi Grocer order is placed.' });
  const [params] = useSearchParams();
  const location = useLocation();
  const notice = location.state as { priceMessage?: string | null; priceChanges?: PriceChangeDto[] } | null;
  const id = params.get('order') ?? '';
  const placed = useQuery(placedOrderQuery(id));
  const refreshed = useQuery(paymentRefreshQuery(id, placed.data?.paymentStatus === 'pending'));
  const order = refreshed.data ? refreshed : placed;
  if (order.isPending) return <Spinner className="min-h-[40vh]" />;
  if (order.data?.paymentStatus === 'failed' && order.data.status === 'pending') {
    return <Navigate to={`/checkout/failure?order=${id}`} replace />;
  }
  if (!order.data)
    return (
      <p className="p-8 text-center">
        Order not found.{' '}
        <Link to="/account/orders" className="underline">
          See your orders
        </Link>
      </p>
    );
  const o = order.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <CheckoutSteps current={5} />
      <div className="mt-6 rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm">
        <CheckCircle2 className="mx-auto size-12 text-brand-700" aria-hidden="true" />
        <h1 className="mt-2 text-3xl font-extrabold text-brand-900">Thank you! Your order is placed.</h1>
        <p className="mt-2 text-lg">
          Order number <strong data-testid="order-number">{o.orderNumber}</strong>
        </p>
        <p className="mt-1 text-sm text-muted">
          Status: <OrderStatusBadge status={o.status} /> · {PAYMENT_METHOD_LABELS[o.paymentMethod]} · Total{' '}
          <strong>{formatCents(o.totalCents)}</strong>
        </p>
        {o.paymentStatus === 'pending' ? (
          <p role="status" className="mt-1 text-sm font-medium text-saffron-900">
            Waiting for Stripe to confirm your payment…
          </p>
        ) : null}
        <p className="mt-1 text-sm text-muted">
          Delivery {deliveryWhen(o.deliveryDate, o.deliveryWindow)}, to {o.address.street}, {o.address.city}
        </p>
        {notice?.priceMessage ? (
          <div
            role="status"
            className="mx-auto mt-4 max-w-lg rounded-lg bg-saffron-50 p-3 text-left text-sm text-saffron-900"
          >
            <p className="font-semibold">{notice.priceMessage}</p>
            <ul className="mt-1 list-disc pl-5">
              {notice.priceChanges?.map((c) => (
                <li key={c.name}>
                  {c.name}: {formatCents(c.previousCents)} → {formatCents(c.currentCents)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="mt-3 text-sm text-muted">We sent a confirmation to {o.contact.email}.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={`/track-order?orderNumber=${encodeURIComponent(o.orderNumber)}`} className={buttonVariants({})}>
            Track order
          </Link>
          <Link to="/account/orders" className={buttonVariants({ variant: 'outline' })}>
            My orders
          </Link>
          <Link to="/products" className={buttonVariants({ variant: 'ghost' })}>
            Continue shopping
          </Link>
        </div>
      </div>
    </div>
  );
}
