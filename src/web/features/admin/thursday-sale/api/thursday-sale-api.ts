import { queryOptions } from '@tanstack/react-query';
import type { AdminSaleDto, SalePricesInput, SaleProductDto } from '../../../../../shared/admin-thursday-sale';
import { apiGet, apiRequest } from '../../../../lib/api-client';

export const ADMIN_SALE_KEYS = { all: ['admin', 'thursday-sale'] as const };

export const adminSaleQuery = () =>
  queryOptions({
    queryKey: ADMIN_SALE_KEYS.all,
    queryFn: ({ signal }) => apiGet<AdminSaleDto>('/api/admin/thursday-sale', undefined, { signal }),
  });

export const saleProduct = (productId: string) =>
  apiGet<SaleProductDto>(`/api/admin/thursday-sale/products/${encodeURIComponent(productId)}`);
export const saleProductQuery = (productId: string) =>
  queryOptions({
    queryKey: [...ADMIN_SALE_KEYS.all, 'product', productId],
    queryFn: () => saleProduct(productId),
    // Always the prices of the moment the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
export const saveSalePrices = (productId: string, input: SalePricesInput) =>
  apiRequest<SaleProductDto>('PUT', `/api/admin/thursday-sale/products/${encodeURIComponent(productId)}`, input);
export const removeFromSale = (productId: string) =>
  apiRequest<SaleProductDto>('DELETE', `/api/admin/thursday-sale/products/${encodeURIComponent(productId)}`);
