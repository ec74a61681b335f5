import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { CART_TOASTS } from '../../../shared/cart-constants';
import { useCartCount } from '../../lib/cart-queries';
import { useSession } from '../../lib/session';

export function Logo() {
  const signedIn = useSession().status === 'signed-in';
  const count = useCartCount();
  // Spec section 8: a signed-in shopper with items is told the cart is kept (it is stored on the server).
  const onClick = () => {
    if (signedIn && count > 0) toast.success(CART_TOASTS.cartSaved[0], { description: CART_TOASTS.cartSaved[1] });
  };
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label="Desi Grocer home"
    >
      <svg viewBox="0 0 64 64" className="size-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#166534" />
        <circle cx="32" cy="36" r="15" fill="#ff9a32" />
        <path d="M32 9c6 6 6 14 0 20-6-6-6-14 0-20z" fill="#4ade80" />
      </svg>
      <span className="text-lg font-extrabold leading-none tracking-tight text-brand-800">
        {/* The visible words are part of the link's name ("Desi Grocer home"), as the accessibility rules expect. */}
        Desi <span className="text-saffron-700">Grocer</span>
      </span>
    </Link>
  );
}
