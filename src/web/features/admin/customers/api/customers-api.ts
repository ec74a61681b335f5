import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CustomerDetailDto, CustomerListDto } from '../../../../../shared/admin-customers';
import { apiGet } from '../../../../lib/api-client';

/** Staff data sits under 'admin' so signing out can drop it with the rest of the admin's cache. */
export const customersQuery = (params: { q: string; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['admin', 'customers', params],
    queryFn: ({ signal }) => apiGet<CustomerListDto>('/api/admin/customers', params, { signal }),
    // The table keeps showing the last page while the next one loads, instead of jumping to empty.
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'customer', id],
    queryFn: ({ signal }) =>
      apiGet<CustomerDetailDto>(`/api/admin/customers/${encodeURIComponent(id)}`, undefined, { signal }),
  });

export const CUSTOMERS_PAGE_SIZE = 25;

/** The customers list for an address, read by the page and prefetched with its code (one cache entry). */
export function customersListFor(params: URLSearchParams) {
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { q, page, query: customersQuery({ q, page, pageSize: CUSTOMERS_PAGE_SIZE }) };
}
