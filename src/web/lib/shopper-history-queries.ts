import { queryOptions } from '@tanstack/react-query';
import type { BuyAgainDto, ProductCardsDto } from '../../shared/shopper-history';
import { apiGet, apiRequest } from './api-client';

/** Recently viewed and buy again; keys start with 'account' so signing out forgets them. */
export const HISTORY_KEYS = {
  viewed: ['account', 'recently-viewed'],
  buyAgain: ['account', 'buy-again'],
} as const;

export const recentlyViewedQuery = queryOptions({
  queryKey: HISTORY_KEYS.viewed,
  queryFn: async ({ signal }) =>
    (await apiGet<ProductCardsDto>('/api/account/recently-viewed', undefined, { signal })).products,
});

export const buyAgainQuery = queryOptions({
  queryKey: HISTORY_KEYS.buyAgain,
  queryFn: async ({ signal }) => (await apiGet<BuyAgainDto>('/api/account/buy-again', undefined, { signal })).items,
});

export const recordProductView = (productId: string) =>
  apiRequest<null>('POST', '/api/account/recently-viewed', { productId });

export const clearRecentlyViewed = () => apiRequest<{ cleared: number }>('DELETE', '/api/account/recently-viewed');
