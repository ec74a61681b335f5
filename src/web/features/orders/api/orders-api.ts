import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OrderDto, OrderListDto } from '../../../../shared/orders';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { ORDER_KEYS } from '../../../lib/order-queries';

/** The shopper's orders: list, detail, tracking by number, cancel and reorder. */
export { ORDER_KEYS };

export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: ORDER_KEYS.list(page),
    queryFn: ({ signal }) => apiGet<OrderListDto>('/api/orders', { page, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ORDER_KEYS.detail(id),
    queryFn: ({ signal }) => apiGet<OrderDto>(`/api/orders/${encodeURIComponent(id)}`, undefined, { signal }),
  });

export const trackQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ORDER_KEYS.track(orderNumber),
    queryFn: ({ signal }) => apiGet<OrderDto>('/api/orders/track', { orderNumber }, { signal }),
    enabled: Boolean(orderNumber),
    retry: false,
  });

export const cancelOrder = (id: string) => apiRequest<OrderDto>('POST', `/api/orders/${encodeURIComponent(id)}/cancel`);
export const reorder = (id: string) =>
  apiRequest<{ added: number; skipped: string[] }>('POST', `/api/orders/${encodeURIComponent(id)}/reorder`);
