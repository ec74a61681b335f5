import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { CART_TOASTS } from '../../../shared/cart-constants';
import type { ProductCardDto } from '../../../shared/catalog';
import {
  MAX_COUNT_QUANTITY,
  MAX_QUANTITY_MESSAGE,
  MAX_WEIGHT_MESSAGE,
  MAX_WEIGHT_QUANTITY,
  PLACEHOLDER_IMAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  addToCartError,
  guestCartItemId,
} from '../../../shared/guest-cart';
import { isInStock } from '../../../shared/stock';
import { ApiError, apiGet, apiRequest } from '../../lib/api-client';
import { addToSignedInCart, CART_KEYS } from '../../lib/cart-queries';
import { guestCart } from '../../lib/guest-cart-store';
import { SESSION_KEY, useSession } from '../../lib/session';

export const ADDED_CONFIRMATION_MS = 3000;

export type AddToCartState = 'idle' | 'adding' | 'added';

/** What Undo puts back: a guest line's quantity, or a stored line (deleted when it was new). */
type LastAdd =
  { kind: 'guest'; id: string; quantity: number } | { kind: 'stored'; lineId: string; previousQuantity: number };

/** A rule the server refused on (stock, limits) is worth showing; anything else gets the spec's words. */
const addFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : CART_TOASTS.addFailed[1];

/**
 * The add-to-cart button's states (spec section 4): normal → adding → 'Added to Cart' for 3 s with
 * Undo → normal. The guest add re-reads the product so price and stock are current; a signed-in
 * shopper's add goes to the stored cart, where the server checks every rule.
 */
export function useAddToCart() {
  const [state, setState] = useState<AddToCartState>('idle');
  const lastAdd = useRef<LastAdd | null>(null);
  const session = useSession();
  const client = useQueryClient();
  const signedIn = session.status === 'signed-in';
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = useCallback(() => {
    toast.success(CART_TOASTS.added[0], { description: CART_TOASTS.added[1] });
    setState('added');
    timer.current = setTimeout(() => setState('idle'), ADDED_CONFIRMATION_MS);
  }, []);

  const addStored = useCallback(
    async (product: ProductCardDto, variantId: string | null, quantity: number) => {
      try {
        const { item, previousQuantity } = await addToSignedInCart({
          productId: product.id,
          variantId,
          quantity,
          unit: product.isWeightBased ? 'lb' : 'piece',
        });
        lastAdd.current = { kind: 'stored', lineId: item.id, previousQuantity };
        void client.invalidateQueries({ queryKey: CART_KEYS.current });
        confirm();
      } catch (error) {
        setState('idle');
        if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: SESSION_KEY });
        toast.error(CART_TOASTS.addFailed[0], { description: addFailure(error) });
      }
    },
    [client, confirm],
  );

  const add = useCallback(
    async (product: ProductCardDto, variantId: string | null, quantity: number) => {
      clearTimeout(timer.current);
      setState('adding');
      if (signedIn) return addStored(product, variantId, quantity);
      let fresh: ProductCardDto | undefined;
      try {
        const found = await apiGet<ProductCardDto[]>('/api/products/by-ids', { ids: product.id });
        fresh = found.find((p) => p.id === product.id);
      } catch {
        setState('idle');
        toast.error('Error', { description: 'Failed to add item to cart.' });
        return;
      }
      if (!fresh) {
        setState('idle');
        toast.error('Error', { description: PRODUCT_NOT_FOUND_MESSAGE });
        return;
      }
      const variant = variantId ? fresh.variants.find((v) => v.id === variantId) : undefined;
      if (variantId && !variant) {
        setState('idle');
        toast.error('Error', { description: PRODUCT_NOT_FOUND_MESSAGE });
        return;
      }
      const id = guestCartItemId(fresh.id, variant?.id ?? null);
      const stock = variant?.stockQuantity ?? fresh.stockQuantity;
      const inCart = guestCart.quantityOf(id);
      const error =
        addToCartError(stock, isInStock(fresh.inStock, stock), inCart, quantity) ??
        (fresh.isWeightBased
          ? inCart + quantity > MAX_WEIGHT_QUANTITY
            ? MAX_WEIGHT_MESSAGE
            : null
          : inCart + quantity > MAX_COUNT_QUANTITY
            ? MAX_QUANTITY_MESSAGE
            : null);
      if (error) {
        setState('idle');
        toast.error('Error', { description: error });
        return;
      }
      guestCart.add({
        id,
        productId: fresh.id,
        variantId: variant?.id ?? null,
        name: fresh.name,
        price: variant?.priceCents ?? fresh.priceCents,
        quantity,
        customRequirements: null,
        image: fresh.image || PLACEHOLDER_IMAGE,
        stock,
        brand: fresh.brand,
        slug: fresh.slug,
        variantName: variant?.name ?? null,
        isWeightBased: fresh.isWeightBased,
        unit: fresh.unit,
      });
      lastAdd.current = { kind: 'guest', id, quantity };
      confirm();
    },
    [signedIn, addStored, confirm],
  );

  const undo = useCallback(async () => {
    clearTimeout(timer.current);
    const last = lastAdd.current;
    lastAdd.current = null;
    setState('idle');
    if (last?.kind === 'guest') guestCart.setQuantity(last.id, guestCart.quantityOf(last.id) - last.quantity);
    if (last?.kind === 'stored') {
      try {
        // A line the add created goes (without a "recently removed" entry); an older line gets its quantity back.
        if (last.previousQuantity > 0)
          await apiRequest('PATCH', `/api/cart/items/${last.lineId}`, { quantity: last.previousQuantity });
        else await apiRequest('DELETE', `/api/cart/items/${last.lineId}?remember=false`);
        void client.invalidateQueries({ queryKey: CART_KEYS.current });
      } catch {
        toast.error(CART_TOASTS.removeFailed[0], { description: CART_TOASTS.removeFailed[1] });
        return;
      }
    }
    toast(CART_TOASTS.undoAdd[0]);
  }, [client]);

  /** Ends the 'Added to Cart' moment early (the shopper moved on, e.g. stepped the quantity). */
  const settle = useCallback(() => {
    clearTimeout(timer.current);
    lastAdd.current = null;
    setState('idle');
  }, []);

  return { state, add, undo, settle };
}
