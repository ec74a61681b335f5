import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { CART_KEYS } from '../../../lib/cart-queries';
import { usePageMeta } from '../../../lib/page-meta';
import { cancelOrder, ORDER_KEYS, orderQuery, reorder } from '../api/orders-api';
import { OrderDetail } from '../components/order-detail';
import { OrderProblems } from '../components/order-problems';

const failed = (error: unknown) =>
  toast.error('Error', {
    description: error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.',
  });

/** /account/orders/:id: one order with its lines, totals and history; cancel while allowed; reorder. */
export default function OrderDetailPage() {
  usePageMeta({ title: 'Order details', description: 'Your Desi Grocer order.' });
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const order = useQuery(orderQuery(id));
  const cancel = useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: async (updated) => {
      client.setQueryData(ORDER_KEYS.detail(id), updated);
      await client.invalidateQueries({ queryKey: ['orders', 'list'] });
      toast.success('Order cancelled');
    },
    onError: failed,
  });
  const again = useMutation({
    mutationFn: () => reorder(id),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: CART_KEYS.all });
      toast.success('Added to cart', {
        description: result.skipped.length
          ? `Not available now: ${result.skipped.join(', ')}`
          : 'Items added successfully',
      });
      navigate('/cart');
    },
    onError: failed,
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link
        to="/account/orders"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" /> My Orders
      </Link>
      <div className="mt-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        {order.isPending ? (
          <Spinner className="min-h-[30vh]" />
        ) : order.data ? (
          <>
            <OrderDetail order={order.data} />
            <OrderProblems
              orderId={id}
              delivered={order.data.status === 'delivered' || order.data.status === 'refunded'}
            />
            <div className="mt-6 flex flex-wrap gap-3">
              <Button onClick={() => again.mutate()} disabled={again.isPending}>
                Reorder
              </Button>
              {order.data.canCancel ? (
                <Button
                  variant="destructive"
                  disabled={cancel.isPending}
                  onClick={() => {
                    if (window.confirm('Cancel this order?')) cancel.mutate();
                  }}
                >
                  Cancel order
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <p>Order not found</p>
        )}
      </div>
    </div>
  );
}
