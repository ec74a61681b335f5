import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CartDto } from '../../../shared/cart';
import { type GuestCartItem, guestCartItemId } from '../../../shared/guest-cart';
import { apiRequest } from '../../lib/api-client';
import { CART_KEYS, addToSignedInCart, signedInCartQuery } from '../../lib/cart-queries';
import { guestCart, useGuestCart } from '../../lib/guest-cart-store';
import { useSession } from '../../lib/session';

/** What the cart holds of one product and variant, from the live cart (guest or stored). */
export interface CartLineState {
  quantity: number;
  /** Variant stock, else product stock, as the cart last saw it. */
  stock: number;
  /** The stored line's id (signed in) or the guest line's id. */
  lineId: string;
  /** The guest line as kept, so a removal can be undone with the same name, price and image. */
  guestItem?: GuestCartItem;
}

/**
 * The cart line of a product+variant and the writes a card's stepper needs: set a quantity, remove
 * the line, put a removed line back. Signed in, every write goes to the server, which checks stock and
 * limits; the live cart query then shows the result everywhere at once.
 */
export function useCartLine(productId: string, variantId: string | null) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const guest = useGuestCart();
  const client = useQueryClient();
  const { data } = useQuery({ ...signedInCartQuery, enabled: signedIn });

  let line: CartLineState | null = null;
  if (signedIn) {
    const stored = data?.items.find((i) => i.productId === productId && (i.variantId ?? null) === variantId);
    if (stored) line = { quantity: stored.quantity, stock: stored.availableQuantity, lineId: stored.id };
  } else {
    const id = guestCartItemId(productId, variantId);
    const item = guest.find((i) => i.id === id);
    if (item) line = { quantity: item.quantity, stock: item.stock, lineId: id, guestItem: item };
  }

  const refresh = useCallback(() => client.invalidateQueries({ queryKey: CART_KEYS.current }), [client]);

  // Guest writes are synchronous (local storage); stored ones return the server round trip.
  const setQuantity = useCallback(
    (target: CartLineState, quantity: number): Promise<void> | void => {
      if (!signedIn) {
        guestCart.setQuantity(target.lineId, quantity);
        return;
      }
      // Shown at once; the server's answer (or a refetch after a refusal) settles it.
      client.setQueryData<CartDto>(CART_KEYS.current, (cart) =>
        cart ? { ...cart, items: cart.items.map((i) => (i.id === target.lineId ? { ...i, quantity } : i)) } : cart,
      );
      return apiRequest('PATCH', `/api/cart/items/${target.lineId}`, { quantity })
        .then(() => undefined)
        .finally(() => void refresh());
    },
    [signedIn, client, refresh],
  );

  const remove = useCallback(
    (target: CartLineState): Promise<void> | void => {
      if (!signedIn) {
        guestCart.remove(target.lineId);
        return;
      }
      // Not remembered in "recently removed": the card offers its own Undo.
      return apiRequest('DELETE', `/api/cart/items/${target.lineId}?remember=false`).then(() => refresh());
    },
    [signedIn, refresh],
  );

  const restore = useCallback(
    (removed: CartLineState, unit: 'lb' | 'piece'): Promise<void> | void => {
      if (!signedIn) {
        if (removed.guestItem) guestCart.add(removed.guestItem);
        return;
      }
      return addToSignedInCart({ productId, variantId, quantity: removed.quantity, unit }).then(() => refresh());
    },
    [signedIn, productId, variantId, refresh],
  );

  return { line, setQuantity, remove, restore };
}
