import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddCartItemInput, AddCartItemResult, CartDto, CartLineDto } from '../../shared/cart';
import { CART_FETCH_RETRIES, CART_FETCH_RETRY_DELAY_MS } from '../../shared/cart-constants';
import { guestCartItemCount } from '../../shared/guest-cart';
import { countItems } from '../../shared/order-totals';
import { apiGet, apiRequest, isClientError } from './api-client';
import { useGuestCart } from './guest-cart-store';
import { useSession } from './session';

/**
 * The signed-in cart as the whole app sees it (header badge, add-to-cart buttons, cart page). The
 * live channel keeps these queries current, so they are not refetched on a timer.
 */
export const CART_KEYS = {
  all: ['cart'],
  current: ['cart', 'current'],
  saved: ['cart', 'saved'],
  removed: ['cart', 'removed'],
  drafts: ['cart', 'drafts'],
} as const;

/** Spec section 4/9: a failed cart fetch retries after 2 s, up to 2 times (not for 4xx answers). */
export function cartFetchRetry(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < CART_FETCH_RETRIES;
}
export const cartFetchOptions = { retry: cartFetchRetry, retryDelay: CART_FETCH_RETRY_DELAY_MS } as const;

export const signedInCartQuery = queryOptions({
  queryKey: CART_KEYS.current,
  queryFn: ({ signal }) => apiGet<CartDto>('/api/cart', undefined, { signal }),
  staleTime: 60_000,
  ...cartFetchOptions,
});

export const addToSignedInCart = (input: AddCartItemInput) =>
  apiRequest<AddCartItemResult>('POST', '/api/cart/items', input);

/** The stored cart's item count (countItems: a weight-based line counts as one). */
export function signedInItemCount(items: readonly CartLineDto[]): number {
  return countItems(items.map((i) => ({ quantity: i.quantity, weightBased: i.product.isWeightBased })));
}

/** The header badge: the guest cart's count, or the stored cart's once signed in. */
export function useCartCount(): number {
  const session = useSession();
  const guest = useGuestCart();
  const signedIn = session.status === 'signed-in';
  const { data } = useQuery({ ...signedInCartQuery, enabled: signedIn });
  if (signedIn) return data ? signedInItemCount(data.items) : 0;
  return guestCartItemCount(guest);
}
