import { queryOptions } from '@tanstack/react-query';
import type { SaleWindowDto } from '../../../../shared/admin-thursday-sale';
import type { ProductCardDto, ProductDetailDto } from '../../../../shared/catalog';
import type { SubscriptionOptionsDto } from '../../../../shared/subscriptions';
import { apiGet } from '../../../lib/api-client';
import { CACHE } from '../../../lib/query-client';

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['products', 'detail', slug],
    queryFn: ({ signal }) =>
      apiGet<ProductDetailDto>(`/api/products/${encodeURIComponent(slug)}`, undefined, { signal }),
    ...CACHE.products,
    meta: { errorMessage: 'Failed to fetch product', silent404: true },
  });

export const relatedProductsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['products', 'related', slug],
    queryFn: ({ signal }) =>
      apiGet<ProductCardDto[]>(`/api/products/${encodeURIComponent(slug)}/related`, undefined, { signal }),
    ...CACHE.products,
  });

/** The Thursday sale's window and, while it runs, its products (the server decides, in store time). */
export const thursdaySaleQuery = () =>
  queryOptions({
    queryKey: ['products', 'thursday-sale'],
    queryFn: ({ signal }) =>
      apiGet<{ window: SaleWindowDto; products: ProductCardDto[] }>('/api/deals/thursday-sale', undefined, { signal }),
    // Short: staff may change the sale's prices; the countdown refetches at the start and end itself.
    staleTime: 60_000,
  });

/** Subscribe & Save's percent off box orders (staff's setting), for the product page's offer. */
export const subscribeTermsQuery = queryOptions({
  queryKey: ['subscriptions', 'options'],
  queryFn: ({ signal }) => apiGet<SubscriptionOptionsDto>('/api/subscriptions/options', undefined, { signal }),
  staleTime: 5 * 60_000,
});
