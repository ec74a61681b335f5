import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WishlistChangeDto, WishlistIdsDto } from '../../shared/wishlist';
import { apiGet, apiRequest } from './api-client';
import { useSession } from './session';
import { toast } from './toast';

/**
 * The wishlist as every product card, the header and the wishlist page see it. Keys start with
 * 'account' so signing out forgets them; the live 'wishlist' event invalidates WISHLIST_KEYS.all.
 */
export const WISHLIST_KEYS = {
  all: ['account', 'wishlist'],
  ids: ['account', 'wishlist', 'ids'],
  list: ['account', 'wishlist', 'list'],
} as const;

export const wishlistIdsQuery = queryOptions({
  queryKey: WISHLIST_KEYS.ids,
  queryFn: async ({ signal }) => (await apiGet<WishlistIdsDto>('/api/wishlist/ids', undefined, { signal })).productIds,
  staleTime: 5 * 60_000,
});

/** The hearted product ids: empty for guests and until the browser has asked (never on the server). */
export function useWishlistIds(): { ids: ReadonlySet<string>; signedIn: boolean } {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data } = useQuery({ ...wishlistIdsQuery, enabled: signedIn });
  return { ids: new Set(signedIn ? (data ?? []) : []), signedIn };
}

export const saveToWishlist = (productId: string) =>
  apiRequest<WishlistChangeDto>('POST', '/api/wishlist', { productId });

/** Hearts or un-hearts a product; the cards show the change at once and the server's answer settles it. */
export function useToggleWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, saved }: { productId: string; saved: boolean }) =>
      saved
        ? saveToWishlist(productId)
        : apiRequest<WishlistChangeDto>('DELETE', `/api/wishlist/${encodeURIComponent(productId)}`),
    onMutate: async ({ productId, saved }) => {
      await client.cancelQueries({ queryKey: WISHLIST_KEYS.ids });
      const before = client.getQueryData<string[]>(WISHLIST_KEYS.ids);
      client.setQueryData<string[]>(WISHLIST_KEYS.ids, (ids = []) =>
        saved ? [productId, ...ids.filter((id) => id !== productId)] : ids.filter((id) => id !== productId),
      );
      return { before };
    },
    onError: (_error, _input, context) => client.setQueryData(WISHLIST_KEYS.ids, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: WISHLIST_KEYS.all }),
  });
}

/**
 * A guest's heart waits here while they sign in (session storage: this tab only); the signed-in sync
 * saves it once they are back, so they land on the same page with the product saved.
 */
const PENDING_KEY = 'wishlist:pending';
export const pendingHeart = {
  set: (productId: string) => sessionStorage.setItem(PENDING_KEY, productId),
  take(): string | null {
    if (typeof sessionStorage === 'undefined') return null;
    const id = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return id;
  },
};

/**
 * Saves the heart a guest tapped before signing in. The sign-in form awaits it before going back, so
 * the shopper lands on a page that already shows it saved; the signed-in sync calls it too, for
 * sign-ins that come back with a full page load (Google). Taking it first means it is saved once.
 */
export async function savePendingHeart(client: QueryClient): Promise<void> {
  const productId = pendingHeart.take();
  if (!productId) return;
  try {
    await saveToWishlist(productId);
    await client.invalidateQueries({ queryKey: WISHLIST_KEYS.all });
    toast.success('Saved to your wishlist');
  } catch (error) {
    toast.error('Could not save to your wishlist', { description: (error as Error).message });
  }
}

/** Mounted with the signed-in sync: see savePendingHeart. */
export function useSavePendingHeart() {
  const client = useQueryClient();
  useEffect(() => void savePendingHeart(client), [client]);
}
