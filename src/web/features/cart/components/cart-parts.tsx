import { AlertTriangle, ShoppingBasket } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { CART_TOASTS } from '../../../../shared/cart-constants';
import { limitedStockMessage } from '../../../../shared/guest-cart';
import { buttonVariants } from '../../../components/ui/button';

/** Pieces both carts (guest and signed-in) show the same way. */
export function EmptyCart() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <ShoppingBasket className="size-14 text-saffron-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink">Your cart is empty</h1>
      <p className="mt-2 text-muted">Fill it with fresh atta, dals, spices and more.</p>
      <Link to="/products" className={buttonVariants({ className: 'mt-8', size: 'lg' })}>
        Start shopping
      </Link>
    </section>
  );
}

export function LimitedStockAlert({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div role="alert" className="mt-4 flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="font-medium">{limitedStockMessage(count)}</p>
    </div>
  );
}

/** Spec sections 2, 8: the cart view shows the destructive 'Stock Alert' toast when lines have limited stock. */
export function useStockAlertToast(count: number, ready: boolean) {
  const alerted = useRef(0);
  useEffect(() => {
    if (!ready) return;
    if (count > 0 && alerted.current !== count) {
      toast.error(CART_TOASTS.stockAlert[0], { description: limitedStockMessage(count) });
    }
    alerted.current = count;
  }, [ready, count]);
}
