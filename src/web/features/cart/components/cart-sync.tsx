import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { CART_TOASTS } from '../../../../shared/cart-constants';
import { CART_KEYS } from '../../../lib/cart-queries';
import { guestCart, useGuestCart } from '../../../lib/guest-cart-store';
import { useSession } from '../../../lib/session';
import { guestLinesToMerge, storedCart } from '../api/cart-api';
import { useCartLive } from '../api/use-cart-live';

/**
 * Mounted once for the whole app: merges the guest cart into the stored one when a shopper is signed
 * in (PRODUCT.md, then clears it from the browser), keeps the live channel open while signed in, and
 * forgets the cart, saved, removed and draft lists on sign-out (spec section 4).
 */
export function CartSync() {
  const session = useSession();
  const client = useQueryClient();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const guestItems = useGuestCart();
  const merging = useRef(false);
  // After a failed merge the guest cart is put back and left alone until the next sign-in or reload.
  const failedFor = useRef<string | null>(null);

  useCartLive(userId !== null);

  useEffect(() => {
    if (!userId || merging.current || failedFor.current === userId || guestItems.length === 0) return;
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

  const previous = useRef(session.status);
  useEffect(() => {
    if (previous.current === 'signed-in' && session.status !== 'signed-in') {
      client.removeQueries({ queryKey: CART_KEYS.all });
    }
    previous.current = session.status;
  }, [session.status, client]);

  return null;
}
