import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
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
import { apiGet } from '../../lib/api-client';
import { guestCart } from '../../lib/guest-cart-store';

export const ADDED_CONFIRMATION_MS = 3000;

export type AddToCartState = 'idle' | 'adding' | 'added';

/**
 * The add-to-cart button's states (spec section 4): normal → adding → 'Added to Cart' for 3 s with
 * Undo → normal. The guest add re-reads the product so price and stock are current.
 */
export function useAddToCart() {
  const [state, setState] = useState<AddToCartState>('idle');
  const lastAdd = useRef<{ id: string; quantity: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const add = useCallback(async (product: ProductCardDto, variantId: string | null, quantity: number) => {
    clearTimeout(timer.current);
    setState('adding');
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
      brand: fresh.brand || 'Unknown Brand',
      slug: fresh.slug,
      variantName: variant?.name ?? null,
      isWeightBased: fresh.isWeightBased,
      unit: fresh.unit,
    });
    lastAdd.current = { id, quantity };
    toast.success('Added to cart', { description: 'Item added successfully' });
    setState('added');
    timer.current = setTimeout(() => setState('idle'), ADDED_CONFIRMATION_MS);
  }, []);

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    const last = lastAdd.current;
    if (last) guestCart.setQuantity(last.id, guestCart.quantityOf(last.id) - last.quantity);
    lastAdd.current = null;
    setState('idle');
    toast('Item removed from cart');
  }, []);

  return { state, add, undo };
}
