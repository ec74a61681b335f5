import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AdminProductListDto,
  type AdminProductListQuery,
  adminProductSearch,
} from '../../../../shared/admin-products';
import { apiGet } from '../../../lib/api-client';

/** Staff data sits under 'admin' so signing out drops it with the rest of the admin's cache. */
export const ADMIN_PRODUCT_KEYS = {
  all: ['admin', 'products'] as const,
  detail: (id: string) => ['admin', 'products', 'detail', id] as const,
};

/** The staff product list: the products desk, and the product search of the recipe and sale desks. */
export const adminProductsQuery = (query: Partial<AdminProductListQuery>) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCT_KEYS.all, 'list', query],
    queryFn: ({ signal }) =>
      apiGet<AdminProductListDto>(`/api/admin/products?${adminProductSearch(query).toString()}`, undefined, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
