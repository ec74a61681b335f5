import { queryOptions } from '@tanstack/react-query';
import type { AddressDto, ProfileDto } from '../../../../shared/account';
import type {
  CheckoutQuoteDto,
  PlaceOrderInput,
  PlaceOrderResult,
  QuoteInput,
  RetryPaymentInput,
  SlotsDto,
} from '../../../../shared/checkout';
import type { OrderDto } from '../../../../shared/orders';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** Checkout's calls: profile and addresses to prefill, slots, the server's quote, placing and paying. */
export const CHECKOUT_KEYS = {
  profile: ['checkout', 'profile'] as const,
  addresses: ['checkout', 'addresses'] as const,
  slots: ['checkout', 'slots'] as const,
  quote: (input: QuoteInput) => ['checkout', 'quote', input] as const,
};

export const profileQuery = queryOptions({
  queryKey: CHECKOUT_KEYS.profile,
  queryFn: ({ signal }) => apiGet<ProfileDto>('/api/account/profile', undefined, { signal }),
  staleTime: 5 * 60_000,
});

export const addressesQuery = queryOptions({
  queryKey: CHECKOUT_KEYS.addresses,
  queryFn: async ({ signal }) =>
    (await apiGet<{ addresses: AddressDto[] }>('/api/account/addresses', undefined, { signal })).addresses,
  staleTime: 60_000,
});

export const slotsQuery = queryOptions({
  queryKey: CHECKOUT_KEYS.slots,
  queryFn: ({ signal }) => apiGet<SlotsDto>('/api/checkout/slots', undefined, { signal }),
  staleTime: 30_000,
});

export const quoteQuery = (input: QuoteInput) =>
  queryOptions({
    queryKey: CHECKOUT_KEYS.quote(input),
    queryFn: ({ signal }) => apiRequest<CheckoutQuoteDto>('POST', '/api/checkout/quote', input, { signal }),
    staleTime: 15_000,
    placeholderData: (previous) => previous,
  });

export const placeOrder = (input: PlaceOrderInput) =>
  apiRequest<PlaceOrderResult>('POST', '/api/checkout/orders', input);

export const retryPayment = (orderId: string, input: RetryPaymentInput) =>
  apiRequest<{ order: OrderDto; payment: PlaceOrderResult['payment'] }>(
    'POST',
    `/api/orders/${encodeURIComponent(orderId)}/pay`,
    input,
  );
