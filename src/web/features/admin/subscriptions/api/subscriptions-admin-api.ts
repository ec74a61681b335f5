import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminSubscriptionDetailDto, AdminSubscriptionListDto } from '../../../../../shared/admin-subscriptions';
import type { SubscriptionSettingsDto, SubscriptionSettingsInput } from '../../../../../shared/subscriptions';
import { apiGet, apiRequest } from '../../../../lib/api-client';

/** Staff data sits under 'admin' so signing out can drop it with the rest of the admin's cache. */
export const ADMIN_SUBSCRIPTION_KEYS = {
  all: ['admin', 'subscriptions'] as const,
  one: (id: string) => ['admin', 'subscriptions', 'one', id] as const,
};

/** The list's filters as the URL holds them (status, frequency, nextFrom, nextTo, q) and the page. */
export const adminSubscriptionsQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: [...ADMIN_SUBSCRIPTION_KEYS.all, 'list', params],
    queryFn: ({ signal }) => apiGet<AdminSubscriptionListDto>('/api/admin/subscriptions', params, { signal }),
    placeholderData: keepPreviousData,
  });

export const adminSubscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: ADMIN_SUBSCRIPTION_KEYS.one(id),
    queryFn: ({ signal }) =>
      apiGet<AdminSubscriptionDetailDto>(`/api/admin/subscriptions/${encodeURIComponent(id)}`, undefined, { signal }),
  });

export const pauseForShopper = (id: string, until: string | null) =>
  apiRequest<AdminSubscriptionDetailDto>('POST', `/api/admin/subscriptions/${id}/pause`, { until });
export const cancelForShopper = (id: string) =>
  apiRequest<AdminSubscriptionDetailDto>('POST', `/api/admin/subscriptions/${id}/cancel`, {});

export const subscriptionSettingsQuery = queryOptions({
  queryKey: [...ADMIN_SUBSCRIPTION_KEYS.all, 'settings'],
  queryFn: ({ signal }) => apiGet<SubscriptionSettingsDto>('/api/admin/subscriptions/settings', undefined, { signal }),
});
export const saveSubscriptionSettings = (input: SubscriptionSettingsInput) =>
  apiRequest<SubscriptionSettingsDto>('PUT', '/api/admin/subscriptions/settings', input);
