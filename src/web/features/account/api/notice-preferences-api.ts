import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticePreferences } from '../../../../shared/notices';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** Which live notices the shopper gets (issue 17); under 'account' so signing out drops it. */
export const noticePreferencesQuery = queryOptions({
  queryKey: ['account', 'notices'],
  queryFn: ({ signal }) => apiGet<NoticePreferences>('/api/account/notices', undefined, { signal }),
});

/** Saves every kind at once; the page shows the choice at once and puts it back if the save fails. */
export function useSaveNoticePreferences() {
  const client = useQueryClient();
  const key = noticePreferencesQuery.queryKey;
  return useMutation({
    mutationFn: (preferences: NoticePreferences) =>
      apiRequest<NoticePreferences>('PUT', '/api/account/notices', preferences),
    onMutate: async (preferences) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      client.setQueryData(key, preferences);
      return { before };
    },
    onError: (_error, _preferences, context) => client.setQueryData(key, context?.before),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
