import { queryOptions } from '@tanstack/react-query';
import type { OrderDto } from '../../../../shared/orders';
import { apiGet } from '../../../lib/api-client';

export const placedOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => apiGet<OrderDto>(`/api/orders/${encodeURIComponent(id)}`, undefined, { signal }),
    enabled: Boolean(id),
  });
