import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryDetailDto, QueryListDto, QueryStatus } from '../../../../shared/queries';
import { apiGet, apiRequest } from '../../../lib/api-client';

export interface QueryListParams {
  status?: string;
  kind?: string;
  assignee?: string;
  q?: string;
  page: number;
  pageSize: number;
}

export const queriesQuery = (params: QueryListParams) =>
  queryOptions({
    queryKey: ['admin', 'queries', 'list', params],
    queryFn: ({ signal }) => apiGet<QueryListDto>('/api/admin/queries', { ...params }, { signal }),
    placeholderData: keepPreviousData,
  });

export const queryDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'queries', 'detail', id],
    queryFn: ({ signal }) =>
      apiGet<QueryDetailDto>(`/api/admin/queries/${encodeURIComponent(id)}`, undefined, { signal }),
  });

/** The nav's badge: checked every minute so a new message shows up without a reload. */
export const newQueryCountQuery = queryOptions({
  queryKey: ['admin', 'queries', 'count'],
  queryFn: async ({ signal }) => (await apiGet<{ new: number }>('/api/admin/queries/count', undefined, { signal })).new,
  refetchInterval: 60_000,
});

/** Every change answers with the query as the server kept it; lists and the nav count are read again. */
export function useQueryAction(id: string) {
  const client = useQueryClient();
  const done = (detail: QueryDetailDto) => {
    client.setQueryData(queryDetailQuery(id).queryKey, detail);
    void client.invalidateQueries({ queryKey: ['admin', 'queries', 'list'] });
    void client.invalidateQueries({ queryKey: newQueryCountQuery.queryKey });
  };
  const path = `/api/admin/queries/${encodeURIComponent(id)}`;
  return {
    update: useMutation({
      mutationFn: (change: { status?: QueryStatus; assigneeId?: string | null }) =>
        apiRequest<QueryDetailDto>('PATCH', path, change),
      onSuccess: done,
    }),
    note: useMutation({
      mutationFn: (note: string) => apiRequest<QueryDetailDto>('POST', `${path}/notes`, { note }),
      onSuccess: done,
    }),
    reply: useMutation({
      mutationFn: (message: string) => apiRequest<QueryDetailDto>('POST', `${path}/replies`, { message }),
      onSuccess: done,
    }),
  };
}
