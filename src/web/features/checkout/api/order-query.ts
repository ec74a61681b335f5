import { queryOptions } from '@tanstack/react-query';
import type { OrderDto } from '../../../../shared/orders';
import { apiGet, apiRequest } from '../../../lib/api-client';

export const placedOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => apiGet<OrderDto>(`/api/orders/${encodeURIComponent(id)}`, undefined, { signal }),
    enabled: Boolean(id),
  });

/**
 * While a Stripe payment is still pending after the card was confirmed, the server looks the intent up
 * at Stripe (the webhook may not have come yet); a few tries, two seconds apart.
 */
export const paymentRefreshQuery = (id: string, pending: boolean) =>
  queryOptions({
    queryKey: ['orders', 'payment-refresh', id],
    queryFn: () => apiRequest<OrderDto>('POST', `/api/orders/${encodeURIComponent(id)}/payment/refresh`),
    enabled: Boolean(id) && pending,
    refetchInterval: (query) =>
      query.state.data?.paymentStatus === 'pending' && query.state.dataUpdateCount < 15 ? 2_000 : false,
    staleTime: 0,
    gcTime: 0,
  });
