import { useQuery } from '@tanstack/react-query';
import { CART_TOASTS } from '../../../../shared/cart-constants';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { signedInCartQuery } from '../../../lib/cart-queries';
import { asDisplayLine, storedCart } from '../api/cart-api';
import { useCartAction } from '../api/use-cart-action';
import { CartLine } from './cart-line';
import { RemovedItems, SavedItems } from './cart-lists';
import { EmptyCart, LimitedStockAlert, useStockAlertToast } from './cart-parts';
import { DraftOrders } from './draft-orders';
import { StoredCartSummary } from './stored-cart-summary';
import { StoredLineExtras } from './stored-cart-line-extras';

/** The signed-in shopper's stored cart (spec sections 3–5): lines, summary, and the saved, removed and draft lists. */
export function SignedInCartView() {
  const { data: cart, isPending, isError, refetch } = useQuery(signedInCartQuery);
  const { run, busy } = useCartAction();
  useStockAlertToast(cart?.limitedStockCount ?? 0, Boolean(cart));

  if (isPending) return <Spinner className="min-h-[40vh]" />;
  if (isError) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-ink">We could not load your cart</h1>
        <p className="mt-2 text-muted">Please check your connection and try again.</p>
        <Button className="mt-6" onClick={() => void refetch()}>
          Try again
        </Button>
      </section>
    );
  }

  const empty = cart.items.length === 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {empty ? (
        <EmptyCart />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Your cart</h1>
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              disabled={busy === 'clear'}
              onClick={() =>
                void run('clear', () => storedCart.clear(), {
                  success: CART_TOASTS.cleared,
                  failure: CART_TOASTS.clearFailed,
                  reload: ['current'],
                })
              }
            >
              Clear cart
            </Button>
          </div>
          <LimitedStockAlert count={cart.limitedStockCount} />
          <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
            <ul className="divide-y divide-gray-200 border-y border-gray-200" aria-label="Cart items">
              {cart.items.map((line) => (
                <CartLine
                  key={line.id}
                  item={asDisplayLine(line)}
                  busy={busy === line.id}
                  onQuantity={(quantity) =>
                    void run(line.id, () => storedCart.setQuantity(line.id, quantity, line.product.isWeightBased), {
                      failure: CART_TOASTS.updateFailed,
                      reload: ['current'],
                    })
                  }
                  onRemove={() =>
                    void run(line.id, () => storedCart.remove(line.id), {
                      success: CART_TOASTS.removed,
                      failure: CART_TOASTS.removeFailed,
                      reload: ['current', 'removed'],
                    })
                  }
                >
                  <StoredLineExtras line={line} run={run} busy={busy === line.id} />
                </CartLine>
              ))}
            </ul>
            <StoredCartSummary summary={cart.summary} run={run} busy={busy === 'validate'} />
          </div>
        </>
      )}
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <SavedItems run={run} busy={busy} />
        <RemovedItems run={run} busy={busy} />
        <DraftOrders run={run} busy={busy} cartEmpty={empty} />
      </div>
    </div>
  );
}
