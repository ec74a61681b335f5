import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCartItemResult } from '../../../../shared/cart';
import type { MoveAllResultDto, WishlistListDto } from '../../../../shared/wishlist';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { CART_KEYS } from '../../../lib/cart-queries';
import { WISHLIST_KEYS } from '../../../lib/wishlist-queries';

/** The wishlist page: the first 100 saved products (the page shows them all at once). */
export const wishlistQuery = queryOptions({
  queryKey: WISHLIST_KEYS.list,
  queryFn: ({ signal }) => apiGet<WishlistListDto>('/api/wishlist', { pageSize: 100 }, { signal }),
});

export function useWishlistMoves() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: WISHLIST_KEYS.all }),
      client.invalidateQueries({ queryKey: CART_KEYS.current }),
    ]);
  return {
    moveOne: useMutation({
      mutationFn: (productId: string) =>
        apiRequest<AddCartItemResult>('POST', `/api/wishlist/${encodeURIComponent(productId)}/move-to-cart`),
      onSettled: refresh,
    }),
    moveAll: useMutation({
      mutationFn: () => apiRequest<MoveAllResultDto>('POST', '/api/wishlist/move-to-cart'),
      onSettled: refresh,
    }),
  };
}
