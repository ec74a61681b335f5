import { queryOptions } from '@tanstack/react-query';
import type { PaymentConfigDto } from '../../shared/checkout';
import { apiGet } from './api-client';

/** How the shop takes card payments (Stripe or the demo processor): asked by checkout and Subscribe & Save. */
export const paymentConfigQuery = queryOptions({
  queryKey: ['checkout', 'payment-config'] as const,
  queryFn: ({ signal }) => apiGet<PaymentConfigDto>('/api/checkout/payment-config', undefined, { signal }),
  staleTime: Infinity,
});
