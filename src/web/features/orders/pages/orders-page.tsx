import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../../shared/money';
import { storeDay, deliveryWhen } from '../../../../shared/store-dates';
import { formatItemCount } from '../../../../shared/stock';
import { OrderStatusBadge } from '../../../components/shop/order-status-badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { ordersQuery } from '../api/orders-api';

/** /account/orders: the shopper's orders, newest first, ten a page. */
export default function OrdersPage() {
  usePageMeta({ title: 'My Orders', description: 'Your Desi Grocer orders.' });
  const [page, setPage] = useState(1);
  const orders = useQuery(ordersQuery(page));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link
        to="/account"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" /> My Account
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">My Orders</h1>
        <Link to="/track-order" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Track an order
        </Link>
      </div>
      {orders.isPending ? (
        <Spinner className="min-h-[30vh]" />
      ) : !orders.data?.orders.length ? (
        <p className="mt-6 rounded-2xl border border-gray-200 bg-white p-6 text-center">
          You have no orders yet.{' '}
          <Link to="/products" className="font-semibold text-brand-700 underline">
            Start shopping
          </Link>
        </p>
      ) : (
        <>
          <ul className="mt-6 space-y-3">
            {orders.data.orders.map((o) => (
              <li key={o.id}>
                <Link
                  to={`/account/orders/${o.id}`}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-700"
                >
                  <span>
                    <span className="block font-bold">{o.orderNumber}</span>
                    <span className="text-sm text-muted">
                      {storeDay(o.createdAt)} · {formatItemCount(o.itemCount)} · delivery{' '}
                      {deliveryWhen(o.deliveryDate, o.deliveryWindow)}
                    </span>
                  </span>
                  <span className="text-right">
                    <span className="block font-bold">{formatCents(o.totalCents)}</span>
                    <OrderStatusBadge status={o.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {orders.data.total > orders.data.pageSize ? (
            <div className="mt-4 flex justify-center gap-3">
              <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page * orders.data.pageSize >= orders.data.total}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
