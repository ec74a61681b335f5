import { queryOptions } from '@tanstack/react-query';
import type { AddressDto, ProfileDto } from '../../../../shared/account';
import type { ProductDetailDto, ProductListDto } from '../../../../shared/catalog';
import type {
  CreateSubscriptionInput,
  EstimateSubscriptionInput,
  SubscriptionCardSetupDto,
  SubscriptionDto,
  SubscriptionEstimateDto,
  SubscriptionOptionsDto,
  UpdateSubscriptionInput,
} from '../../../../shared/subscriptions';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** Subscribe & Save's calls. Keys sit under 'account' so signing out forgets the shopper's boxes. */
export const SUBSCRIPTION_KEYS = {
  all: ['account', 'subscriptions'] as const,
  one: (id: string) => ['account', 'subscriptions', id] as const,
  options: ['subscriptions', 'options'] as const,
  estimate: (input: EstimateSubscriptionInput) => ['subscriptions', 'estimate', input] as const,
  products: (q: string) => ['subscriptions', 'products', q] as const,
  profile: ['account', 'subscriptions', 'profile'] as const,
  addresses: ['account', 'subscriptions', 'addresses'] as const,
};

export const subscriptionsQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEYS.all,
  queryFn: ({ signal }) => apiGet<SubscriptionDto[]>('/api/subscriptions', undefined, { signal }),
});

export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: SUBSCRIPTION_KEYS.one(id),
    queryFn: ({ signal }) => apiGet<SubscriptionDto>(`/api/subscriptions/${id}`, undefined, { signal }),
  });

export const optionsQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEYS.options,
  queryFn: ({ signal }) => apiGet<SubscriptionOptionsDto>('/api/subscriptions/options', undefined, { signal }),
  staleTime: 5 * 60_000,
});

/** The box as the server prices it (checkout's rules); empty boxes are not asked about. */
export const estimateQuery = (input: EstimateSubscriptionInput) =>
  queryOptions({
    queryKey: SUBSCRIPTION_KEYS.estimate(input),
    queryFn: ({ signal }) =>
      apiRequest<SubscriptionEstimateDto>('POST', '/api/subscriptions/estimate', input, { signal }),
    enabled: input.items.length > 0,
    placeholderData: (previous) => previous,
  });

/** Products that may go in a box, ranked by the shop's search (synonyms, spelling, relevance). */
export const productSearchQuery = (q: string) =>
  queryOptions({
    queryKey: SUBSCRIPTION_KEYS.products(q),
    queryFn: ({ signal }) => apiGet<ProductListDto>('/api/subscriptions/products', { q }, { signal }),
    enabled: q.trim().length >= 2,
    staleTime: 60_000,
  });

/** One product by its slug, to start a box with it (the product page's "Subscribe"). */
export const boxProductQuery = (slug: string | null) =>
  queryOptions({
    queryKey: ['subscriptions', 'product', slug] as const,
    queryFn: ({ signal }) =>
      apiGet<ProductDetailDto>(`/api/products/${encodeURIComponent(slug!)}`, undefined, { signal }),
    enabled: Boolean(slug),
    staleTime: 60_000,
  });

export const profileQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEYS.profile,
  queryFn: ({ signal }) => apiGet<ProfileDto>('/api/account/profile', undefined, { signal }),
  staleTime: 5 * 60_000,
});

export const addressesQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEYS.addresses,
  queryFn: async ({ signal }) =>
    (await apiGet<{ addresses: AddressDto[] }>('/api/account/addresses', undefined, { signal })).addresses,
  staleTime: 60_000,
});

/** Stripe mode: a SetupIntent's client secret, for Stripe.js to save the card before the box is sent. */
export const startCardSetup = () => apiRequest<SubscriptionCardSetupDto>('POST', '/api/subscriptions/card-setup', {});
export const createSubscription = (input: CreateSubscriptionInput) =>
  apiRequest<SubscriptionDto>('POST', '/api/subscriptions', input);
export const updateSubscription = (id: string, input: UpdateSubscriptionInput) =>
  apiRequest<SubscriptionDto>('PATCH', `/api/subscriptions/${id}`, input);
export const subscriptionAction = (id: string, action: 'resume' | 'cancel') =>
  apiRequest<SubscriptionDto>('POST', `/api/subscriptions/${id}/${action}`, {});
/** Names the delivery, so a second click (or a second tab) cannot skip the one after it too. */
export const skipDelivery = (id: string, deliveryDate: string) =>
  apiRequest<SubscriptionDto>('POST', `/api/subscriptions/${id}/skip`, { deliveryDate });
export const pauseSubscription = (id: string, until: string | null) =>
  apiRequest<SubscriptionDto>('POST', `/api/subscriptions/${id}/pause`, { until });
