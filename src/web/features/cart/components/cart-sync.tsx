import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { CART_KEYS } from '../../../lib/cart-queries';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSession } from '../../../lib/session';

const SignedInCartSync = lazyComponent(() => import('./signed-in-cart-sync'));

/**
 * Mounted once for the whole app: while a shopper is signed in, merges the guest cart and keeps the
 * live channel open (signed-in-cart-sync.tsx); on sign-out forgets the cart, saved, removed and draft
 * lists (spec section 4).
 */
export function CartSync() {
  const session = useSession();
  const client = useQueryClient();

  const previous = useRef(session.status);
  useEffect(() => {
    if (previous.current === 'signed-in' && session.status !== 'signed-in') {
      client.removeQueries({ queryKey: CART_KEYS.all });
    }
    previous.current = session.status;
  }, [session.status, client]);

  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <SignedInCartSync key={session.user.id} userId={session.user.id} />
    </Suspense>
  );
}
