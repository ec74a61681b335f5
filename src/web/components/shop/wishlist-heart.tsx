import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { pendingHeart, useToggleWishlist, useWishlistIds } from '../../lib/wishlist-queries';

/**
 * The favorite toggle of spec section 4 (cards and the product page). A guest is sent to sign in with
 * this page as the return target (the ?returnTo the login page reads) and the heart saved on return.
 */
export function WishlistHeart({ productId, name, className }: { productId: string; name: string; className?: string }) {
  const { ids, signedIn } = useWishlistIds();
  const toggle = useToggleWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = ids.has(productId);

  function onClick() {
    if (!signedIn) {
      pendingHeart.set(productId);
      const here = `${location.pathname}${location.search}`;
      navigate(`/login?${new URLSearchParams({ returnTo: here })}`, { state: { from: here } });
      return;
    }
    toggle.mutate({ productId, saved: !saved });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={`Save ${name} to wishlist`}
      className={cn('wishlist-heart', className)}
    >
      {/* Its size, and its red fill while saved (aria-pressed), are in the .wishlist-heart rules of styles.css. */}
      <Heart aria-hidden="true" />
    </button>
  );
}
