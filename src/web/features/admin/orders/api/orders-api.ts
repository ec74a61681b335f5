import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BulkOrderStatusBody, BulkReportDto } from '../../../../../shared/admin-bulk';
import {
  type AdminOrderDto,
  type AdminOrderListDto,
  type AdminOrderListQuery,
  adminOrderSearch,
  type PackingListDto,
  type RefundInput,
  type SelectedPackingDto,
} from '../../../../../shared/admin-orders';
import type { OrderDto, OrderStatus } from '../../../../../shared/orders';
import { apiGet, apiRequest } from '../../../../lib/api-client';

/** Staff data sits under 'admin' so signing out can drop it with the rest of the admin's cache. */
export const ADMIN_ORDER_KEYS = {
  all: ['admin', 'orders'] as const,
  detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
};

export const adminOrdersQuery = (query: Partial<AdminOrderListQuery>) =>
  queryOptions({
    queryKey: [...ADMIN_ORDER_KEYS.all, 'list', query],
    queryFn: ({ signal }) =>
      apiGet<AdminOrderListDto>(`/api/admin/orders?${adminOrderSearch(query).toString()}`, undefined, { signal }),
    // The table keeps showing the last page while the next one loads, instead of jumping to empty.
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ADMIN_ORDER_KEYS.detail(id),
    queryFn: ({ signal }) =>
      apiGet<AdminOrderDto>(`/api/admin/orders/${encodeURIComponent(id)}`, undefined, { signal }),
  });

export const packingListQuery = (date: string, slot: number) =>
  queryOptions({
    queryKey: [...ADMIN_ORDER_KEYS.all, 'packing', date, slot],
    queryFn: ({ signal }) => apiGet<PackingListDto>('/api/admin/orders/packing', { date, slot }, { signal }),
  });

export const selectedPackingQuery = (ids: string[]) =>
  queryOptions({
    queryKey: [...ADMIN_ORDER_KEYS.all, 'packing', 'selected', ids],
    queryFn: ({ signal }) =>
      apiGet<SelectedPackingDto>('/api/admin/orders/packing/selected', { ids: ids.join(',') }, { signal }),
  });

export const bulkOrderStatus = (body: BulkOrderStatusBody) =>
  apiRequest<BulkReportDto>('POST', '/api/admin/orders/bulk/status', body);

/** The CSV of exactly the filters on screen (paging aside). */
export function exportCsvHref(query: Partial<AdminOrderListQuery>): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const search = adminOrderSearch(filters).toString();
  return `/api/admin/orders/export.csv${search ? `?${search}` : ''}`;
}

/** `confirm` for a skip or an early delivery (the page asked first); `note` is the reason of a step back. */
export const changeOrderStatus = (id: string, status: OrderStatus, note?: string, confirm?: boolean) =>
  apiRequest<OrderDto>('POST', `/api/admin/orders/${encodeURIComponent(id)}/status`, {
    status,
    note,
    ...(confirm ? { confirm } : {}),
  });

export const refundOrder = (id: string, input: RefundInput) =>
  apiRequest<OrderDto>('POST', `/api/admin/orders/${encodeURIComponent(id)}/refund`, input);
