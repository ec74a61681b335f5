import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatConversationDto, ChatHandoffInput } from '../../../../shared/chat';
import { apiGet, apiRequest } from '../../../lib/api-client';

/**
 * The chat's calls. A guest's conversation id is kept for the browser session (sessionStorage); a
 * signed-in shopper's latest conversation comes from the server on any device.
 */
const STORAGE_KEY = 'chat-conversation-id';
export const chatConversationKey = ['chat', 'conversation'] as const;
/** While staff have the conversation, the panel looks for their reply this often. */
const STAFF_REPLY_POLL_MS = 20_000;

export const storedConversationId = {
  get: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY)),
  set: (id: string) => sessionStorage.setItem(STORAGE_KEY, id),
};

export function useChatConversation(open: boolean) {
  return useQuery({
    queryKey: chatConversationKey,
    queryFn: () =>
      apiGet<ChatConversationDto>('/api/chat/conversation', { id: storedConversationId.get() ?? undefined }),
    enabled: open,
    staleTime: 60_000,
    refetchInterval: (query) => (open && query.state.data?.handedOff ? STAFF_REPLY_POLL_MS : false),
  });
}

/** Keeps what the server answered in the one cached conversation, so closing the panel loses nothing. */
function useKeepConversation() {
  const queryClient = useQueryClient();
  return (reply: ChatConversationDto, replaceAll: boolean) => {
    if (reply.conversationId) storedConversationId.set(reply.conversationId);
    queryClient.setQueryData<ChatConversationDto>(chatConversationKey, (current) => ({
      conversationId: reply.conversationId,
      handedOff: reply.handedOff,
      messages: replaceAll || !current ? reply.messages : [...current.messages, ...reply.messages],
    }));
  };
}

export function useSendChatMessage() {
  const keep = useKeepConversation();
  return useMutation({
    mutationFn: (input: { conversationId: string | null; message: string }) =>
      apiRequest<ChatConversationDto>('POST', '/api/chat/messages', {
        message: input.message,
        ...(input.conversationId ? { conversationId: input.conversationId } : {}),
      }),
    onSuccess: (reply) => keep(reply, false),
  });
}

export function useChatHandoff() {
  const keep = useKeepConversation();
  return useMutation({
    mutationFn: (input: ChatHandoffInput) => apiRequest<ChatConversationDto>('POST', '/api/chat/handoff', input),
    onSuccess: (reply) => keep(reply, true),
  });
}

export function useChatFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { conversationId: string; messageId: string; rating: 'up' | 'down' }) =>
      apiRequest<{ saved: true }>('POST', `/api/chat/messages/${input.messageId}/feedback`, {
        conversationId: input.conversationId,
        rating: input.rating,
      }),
    onSuccess: (_saved, input) =>
      queryClient.setQueryData<ChatConversationDto>(chatConversationKey, (current) =>
        current
          ? {
              ...current,
              messages: current.messages.map((m) => (m.id === input.messageId ? { ...m, feedback: input.rating } : m)),
            }
          : current,
      ),
  });
}
