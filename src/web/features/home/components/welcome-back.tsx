import { Package, ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';

/** Spec section 2: signed-in visitors see 'Welcome back! Ready to order?' with Track Orders and Start Shopping. */
export function WelcomeBack() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <section aria-label="Welcome back" className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="font-semibold text-brand-900">Welcome back! Ready to order?</p>
        <div className="flex gap-2">
          <Link to="/account/orders" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Package aria-hidden="true" /> Track Orders
          </Link>
          <Link to="/products" className={buttonVariants({ size: 'sm' })}>
            <ShoppingBasket aria-hidden="true" /> Start Shopping
          </Link>
        </div>
      </div>
    </section>
  );
}
