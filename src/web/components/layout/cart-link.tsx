import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { formatBadgeCount } from '../../../shared/guest-cart';
import { useCartCount } from '../../lib/cart-queries';

/** Cart icon with the item-count badge (99+ above 99): the guest cart, or the stored cart once signed in. */
export function CartLink() {
  const count = useCartCount();
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <Link
      to="/cart"
      aria-label={label}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-gray-100"
    >
      <ShoppingCart className="size-6" aria-hidden="true" />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-saffron-700 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {formatBadgeCount(count)}
        </span>
      ) : null}
    </Link>
  );
}
