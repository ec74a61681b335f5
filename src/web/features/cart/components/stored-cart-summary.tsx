import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { CartSummaryDto } from '../../../../shared/cart';
import { DELIVERY_UNAVAILABLE_MESSAGE, VALIDATION_FAILED_MESSAGE } from '../../../../shared/cart-constants';
import { MINIMUM_ORDER_MESSAGE } from '../../../../shared/guest-cart';
import { formatCents } from '../../../../shared/money';
import { formatQuantity } from '../../../../shared/stock';
import { Button } from '../../../components/ui/button';
import { storedCart } from '../api/cart-api';
import type { useCartAction } from '../api/use-cart-action';

type Run = ReturnType<typeof useCartAction>['run'];

/** The server's cart summary (spec section 3), and the cart validation that gates checkout (section 5). */
export function StoredCartSummary({ summary, run, busy }: { summary: CartSummaryDto; run: Run; busy: boolean }) {
  const navigate = useNavigate();
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  const checkout = () =>
    run('validate', () => storedCart.validate(), {
      failure: ['Error', VALIDATION_FAILED_MESSAGE],
      reload: [],
      onDone: (result) => {
        if (result.valid) navigate('/checkout');
        else toast.error('Error', { description: result.message ?? VALIDATION_FAILED_MESSAGE });
      },
    });

  return (
    <aside
      aria-labelledby="order-summary"
      className="h-fit rounded-2xl border border-gray-200 bg-gray-50 p-5 lg:sticky lg:top-40"
    >
      <h2 id="order-summary" className="text-lg font-bold text-ink">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        {row('Items', formatQuantity(summary.itemCount), 'cart-item-count')}
        {row('Subtotal', formatCents(summary.subtotalCents), 'cart-subtotal')}
        {row(
          summary.deliveryZip ? `Delivery to ${summary.deliveryZip}` : 'Delivery (estimate)',
          summary.deliveryCents === 0 ? 'Free' : formatCents(summary.deliveryCents),
          'cart-delivery',
        )}
        {row(
          summary.taxState ? `Tax (${summary.taxState} ${summary.taxRatePercent}%, taxable items)` : 'Tax',
          formatCents(summary.taxCents),
          'cart-tax',
        )}
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold" data-testid="cart-total">
            {formatCents(summary.totalCents)}
          </dd>
        </div>
      </dl>
      {summary.deliveryAvailable === false ? (
        <p className="mt-3 text-sm font-medium text-red-700">{DELIVERY_UNAVAILABLE_MESSAGE}</p>
      ) : null}
      <p className="mt-2 text-xs text-muted">
        Estimated for your default address; final delivery and tax are set at checkout. Free delivery on orders over
        $50.
      </p>
      {summary.belowMinimum ? (
        <p className="mt-4 rounded-lg bg-saffron-50 p-3 text-sm text-saffron-900">
          <span className="font-semibold">{MINIMUM_ORDER_MESSAGE}</span>. Add{' '}
          {formatCents(summary.minimumOrderCents - summary.subtotalCents)} more to check out.
        </p>
      ) : null}
      <Button size="lg" className="mt-4 w-full" disabled={busy || summary.belowMinimum} onClick={() => void checkout()}>
        Proceed to Checkout
      </Button>
      <Link
        to="/products"
        className="mt-4 block text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Continue shopping
      </Link>
    </aside>
  );
}
