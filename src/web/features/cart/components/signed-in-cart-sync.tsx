import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { CART_TOASTS } from '../../../../shared/cart-constants';
import { CART_KEYS } from '../../../lib/cart-queries';
import { guestCart, useGuestCart } from '../../../lib/guest-cart-store';
import { useSavePendingHeart } from '../../../lib/wishlist-queries';
import { guestLinesToMerge, storedCart } from '../api/cart-api';
import { useCartLive } from '../api/use-cart-live';

/**
 * While a shopper is signed in: merges the guest cart into the stored one (PRODUCT.md, then clears it
 * from the browser) and keeps the live channel open. Its own chunk, loaded only for signed-in shoppers.
 */
export default function SignedInCartSync({ userId }: { userId: string }) {
  const client = useQueryClient();
  const guestItems = useGuestCart();
  const merging = useRef(false);
  // After a failed merge the guest cart is put back and left alone until the next sign-in or reload.
  const failedFor = useRef<string | null>(null);

  useCartLive(true);
  useSavePendingHeart();

  useEffect(() => {
    if (merging.current || failedFor.current === userId || guestItems.length === 0) return;
    merging.current = true;
    const taken = guestCart.read();
    // Out of local storage first, so another tab signing in at the same moment cannot merge them twice.
    guestCart.clear();
    storedCart
      .merge(guestLinesToMerge(taken))
      .then(({ cart, adjustments }) => {
        client.setQueryData(CART_KEYS.current, cart);
        if (adjustments.length)
          toast.error(CART_TOASTS.stockAlert[0], { description: adjustments.map((a) => a.message).join(' ') });
      })
      .catch((error: unknown) => {
        failedFor.current = userId;
        for (const item of taken) guestCart.add(item);
        console.error('Could not merge the guest cart', error);
      })
      .finally(() => {
        merging.current = false;
      });
  }, [userId, guestItems.length, client]);

  return null;
}
