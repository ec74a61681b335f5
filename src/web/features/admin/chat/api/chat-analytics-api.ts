import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ChatAnalyticsDto,
  ChatConversationDetailDto,
  ChatConversationListDto,
} from '../../../../../shared/admin-chat';
import { apiGet } from '../../../../lib/api-client';

export type ConversationFilter = 'all' | 'handed_off' | 'unanswered' | 'thumbs_down';

export const chatAnalyticsQuery = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'chat', 'analytics', days],
    queryFn: ({ signal }) => apiGet<ChatAnalyticsDto>('/api/admin/chat/analytics', { days }, { signal }),
    staleTime: 30_000,
  });

export const chatConversationsQuery = (filter: ConversationFilter, page: number) =>
  queryOptions({
    queryKey: ['admin', 'chat', 'conversations', filter, page],
    queryFn: ({ signal }) =>
      apiGet<ChatConversationListDto>('/api/admin/chat/conversations', { filter, page, pageSize: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });

export const chatConversationQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'chat', 'conversation', id],
    queryFn: ({ signal }) =>
      apiGet<ChatConversationDetailDto>(`/api/admin/chat/conversations/${id}`, undefined, { signal }),
  });
