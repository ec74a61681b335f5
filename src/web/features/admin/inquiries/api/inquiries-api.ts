import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryDetailDto, InquiryListDto, InquiryStatus } from '../../../../../shared/inquiries';
import { apiGet, apiRequest } from '../../../../lib/api-client';
import { newInquiryCountQuery } from '../../components/new-inquiries-badge';

export interface InquiryListParams {
  status?: string;
  kind?: string;
  assignee?: string;
  q?: string;
  page: number;
  pageSize: number;
}

export const inquiriesQuery = (params: InquiryListParams) =>
  queryOptions({
    queryKey: ['admin', 'inquiries', 'list', params],
    queryFn: ({ signal }) => apiGet<InquiryListDto>('/api/admin/queries', { ...params }, { signal }),
    placeholderData: keepPreviousData,
  });

export const inquiryDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'inquiries', 'detail', id],
    queryFn: ({ signal }) =>
      apiGet<InquiryDetailDto>(`/api/admin/queries/${encodeURIComponent(id)}`, undefined, { signal }),
  });

/** Every change answers with the inquiry as the server kept it; lists and the nav count are read again. */
export function useInquiryAction(id: string) {
  const client = useQueryClient();
  const done = (detail: InquiryDetailDto) => {
    client.setQueryData(inquiryDetailQuery(id).queryKey, detail);
    void client.invalidateQueries({ queryKey: ['admin', 'inquiries', 'list'] });
    void client.invalidateQueries({ queryKey: newInquiryCountQuery.queryKey });
  };
  const path = `/api/admin/queries/${encodeURIComponent(id)}`;
  return {
    update: useMutation({
      mutationFn: (change: { status?: InquiryStatus; assigneeId?: string | null }) =>
        apiRequest<InquiryDetailDto>('PATCH', path, change),
      onSuccess: done,
    }),
    note: useMutation({
      mutationFn: (note: string) => apiRequest<InquiryDetailDto>('POST', `${path}/notes`, { note }),
      onSuccess: done,
    }),
    reply: useMutation({
      mutationFn: (message: string) => apiRequest<InquiryDetailDto>('POST', `${path}/replies`, { message }),
      onSuccess: done,
    }),
  };
}
