import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { formatBadgeCount } from '../../../shared/guest-cart';
import { useWishlistIds } from '../../lib/wishlist-queries';

/** The signed-in shopper's wishlist with its count; guests have no wishlist, so nothing shows for them. */
export function WishlistLink() {
  const { ids, signedIn } = useWishlistIds();
  if (!signedIn) return null;
  const count = ids.size;
  return (
    <Link
      to="/account/wishlist"
      aria-label={`Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-gray-100"
    >
      <Heart className="size-6" aria-hidden="true" />
      {count > 0 ? (
        <span
          data-testid="wishlist-count"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {formatBadgeCount(count)}
        </span>
      ) : null}
    </Link>
  );
}
