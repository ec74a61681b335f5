import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticePreferences } from '../../../../shared/notices';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** Which live notices the shopper gets; under 'account' so signing out drops it. */
export const noticePreferencesQuery = queryOptions({
  queryKey: ['account', 'notices'],
  queryFn: ({ signal }) => apiGet<NoticePreferences>('/api/account/notices', undefined, { signal }),
});

/** Saves every kind at once; the saved answer replaces the cached one (a failed save leaves it). */
export function useSaveNoticePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NoticePreferences) =>
      apiRequest<NoticePreferences>('PUT', '/api/account/notices', preferences),
    onSuccess: (saved) => client.setQueryData(noticePreferencesQuery.queryKey, saved),
  });
}
