import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  MINIMUM_ORDER_CENTS,
  MINIMUM_ORDER_MESSAGE,
  guestCartItemCount,
  guestCartSubtotalCents,
  limitedStockItems,
} from '../../../../shared/guest-cart';
import { formatCents } from '../../../../shared/money';
import { formatQuantity } from '../../../../shared/stock';
import { Button, buttonVariants } from '../../../components/ui/button';
import { guestCart, useGuestCart } from '../../../lib/guest-cart-store';
import { cartProductsQuery, refreshLine } from '../api/cart-api';
import { CartLine } from './cart-line';
import { EmptyCart, LimitedStockAlert, useStockAlertToast } from './cart-parts';

function attempt(action: () => void, failure: string, success?: [string, string]) {
  try {
    action();
    if (success) toast.success(success[0], { description: success[1] });
  } catch {
    toast.error('Error', { description: failure });
  }
}

/** The guest cart in local storage (spec sections 3–5), with prices and stock refreshed from the API. */
export function GuestCartView() {
  const items = useGuestCart();
  const productIds = [...new Set(items.map((i) => i.productId))];
  const { data: fresh, dataUpdatedAt } = useQuery(cartProductsQuery(productIds));

  // Keep stored prices and stock current; the refresh writes only when something changed.
  useEffect(() => {
    if (fresh) guestCart.refresh((item) => refreshLine(item, fresh));
  }, [fresh, dataUpdatedAt]);

  const limited = limitedStockItems(items);
  useStockAlertToast(limited.length, Boolean(fresh));

  const subtotal = guestCartSubtotalCents(items);
  const count = guestCartItemCount(items);
  const belowMinimum = subtotal < MINIMUM_ORDER_CENTS;

  if (items.length === 0) return <EmptyCart />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Your cart</h1>
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() =>
            attempt(() => guestCart.clear(), 'Failed to clear cart.', ['Cart cleared', 'All items removed from cart.'])
          }
        >
          Clear cart
        </Button>
      </div>
      <LimitedStockAlert count={limited.length} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul className="divide-y divide-gray-200 border-y border-gray-200" aria-label="Cart items">
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              onQuantity={(q) => attempt(() => guestCart.setQuantity(item.id, q), 'Failed to update item quantity.')}
              onRemove={() =>
                attempt(() => guestCart.remove(item.id), 'Failed to remove item from cart.', [
                  'Item removed',
                  'Item removed from cart',
                ])
              }
            />
          ))}
        </ul>
        <aside
          aria-labelledby="order-summary"
          className="h-fit rounded-2xl border border-gray-200 bg-gray-50 p-5 lg:sticky lg:top-40"
        >
          <h2 id="order-summary" className="text-lg font-bold text-ink">
            Order summary
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Items</dt>
              <dd className="font-semibold" data-testid="cart-item-count">
                {formatQuantity(count)}
              </dd>
            </div>
            <div className="flex justify-between text-base">
              <dt className="font-semibold">Subtotal</dt>
              <dd className="font-bold" data-testid="cart-subtotal">
                {formatCents(subtotal)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-muted">
            Delivery and taxes are calculated at checkout. Free delivery on orders over $50.
          </p>
          {belowMinimum ? (
            <p className="mt-4 rounded-lg bg-saffron-50 p-3 text-sm text-saffron-900">
              <span className="font-semibold">{MINIMUM_ORDER_MESSAGE}</span>. Add{' '}
              {formatCents(MINIMUM_ORDER_CENTS - subtotal)} more to check out.
            </p>
          ) : null}
          {belowMinimum ? (
            <Button size="lg" className="mt-4 w-full" disabled>
              Proceed to Checkout
            </Button>
          ) : (
            <Link to="/login?returnTo=%2Fcheckout" className={buttonVariants({ size: 'lg', className: 'mt-4 w-full' })}>
              Proceed to Checkout
            </Link>
          )}
          <p className="mt-2 text-center text-xs text-muted">You'll sign in or create an account to check out.</p>
          <Link
            to="/products"
            className="mt-4 block text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Continue shopping
          </Link>
        </aside>
      </div>
    </div>
  );
}
