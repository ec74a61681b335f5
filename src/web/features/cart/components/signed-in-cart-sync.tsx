import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { CART_TOASTS } from '../../../../shared/cart-constants';
import { CART_KEYS } from '../../../lib/cart-queries';
import { guestCart, useGuestCart } from '../../../lib/guest-cart-store';
import { useSavePendingHeart } from '../../../lib/wishlist-queries';
import { guestLinesToMerge, storedCart } from '../api/cart-api';
import { useCartLive } from '../api/use-cart-live';

/** The live notices' toasts: their own chunk, loaded with the first notice. */
const importNoticeToasts = () => import('../../../lib/live-notices/live-notice-toasts');
let noticeToasts: ReturnType<typeof importNoticeToasts> | undefined;
const loadNoticeToasts = () => (noticeToasts ??= importNoticeToasts());

/**
 * While a shopper is signed in: merges the guest cart into the stored one (PRODUCT.md, then clears it
 * from the browser) and keeps the live channel open, showing its notices. Its own chunk, loaded only
 * for signed-in shoppers.
 */
export default function SignedInCartSync({ userId }: { userId: string }) {
  const client = useQueryClient();
  const guestItems = useGuestCart();
  const merging = useRef(false);
  // After a failed merge the guest cart is put back and left alone until the next sign-in or reload.
  const failedFor = useRef<string | null>(null);

  const navigate = useNavigate();
  const showNotice = useCallback(
    (notice: unknown) =>
      void loadNoticeToasts().then((toasts) => toasts.showLiveNotice(notice, (href) => navigate(href))),
    [navigate],
  );
  useCartLive(true, showNotice);
  // Signed out (this unmounts): notices still waiting are for nobody now.
  useEffect(() => () => void noticeToasts?.then((toasts) => toasts.clearLiveNotices()), []);
  useSavePendingHeart();

  useEffect(() => {
    if (merging.current || failedFor.current === userId || guestItems.length === 0) return;
    merging.current = true;
    const taken = guestCart.take();
    // Out of local storage first, so another tab signing in at the same moment finds nothing to merge;
    // a tab that read it before that sends the same guest cart id, which the server merges once.
    guestCart.clear();
    storedCart
      .merge({ guestCartId: taken.id, items: guestLinesToMerge(taken.items) })
      .then(({ cart, adjustments }) => {
        client.setQueryData(CART_KEYS.current, cart);
        if (adjustments.length)
          toast.error(CART_TOASTS.stockAlert[0], { description: adjustments.map((a) => a.message).join(' ') });
      })
      .catch((error: unknown) => {
        failedFor.current = userId;
        guestCart.restore(taken);
        console.error('Could not merge the guest cart', error);
      })
      .finally(() => {
        merging.current = false;
      });
  }, [userId, guestItems.length, client]);

  return null;
}
