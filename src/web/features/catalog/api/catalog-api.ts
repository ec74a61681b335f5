import { queryOptions } from '@tanstack/react-query';
import type { ProductCardDto, ProductDetailDto } from '../../../../shared/catalog';
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
