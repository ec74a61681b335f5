import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChatConversationDto, ChatHandoffInput, ChatUnreadDto } from '../../../../shared/chat';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

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

export const chatUnreadKey = ['chat', 'unread'] as const;
/** How often the chat button looks for a staff reply, while the shopper has a conversation. */
const UNREAD_POLL_MS = 30_000;

/**
 * Staff replies the shopper has not opened the chat for (the button's mark). Asked only by someone with
 * a conversation (a signed-in shopper, or a guest with one in this browser session); a new reply also
 * drops the cached conversation, so opening the panel shows it.
 */
export function useChatUnread() {
  const queryClient = useQueryClient();
  const session = useSession();
  const storedId = storedConversationId.get();
  const query = useQuery({
    queryKey: chatUnreadKey,
    queryFn: () => apiGet<ChatUnreadDto>('/api/chat/unread', { id: storedConversationId.get() ?? undefined }),
    enabled: session.status === 'signed-in' || (session.status === 'signed-out' && Boolean(storedId)),
    refetchInterval: (q) => (q.state.data?.conversationId ? UNREAD_POLL_MS : false),
  });
  const unread = query.data?.unread ?? 0;
  const seen = useRef(0);
  useEffect(() => {
    if (unread > seen.current) void queryClient.invalidateQueries({ queryKey: chatConversationKey });
    seen.current = unread;
  }, [unread, queryClient]);
  return unread;
}

/** The panel is open on the conversation: its staff replies are seen (kept on the server). */
export function useMarkChatRead(conversationId: string | null, open: boolean, messageCount: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!open || !conversationId) return;
    const unread = queryClient.getQueryData<ChatUnreadDto>(chatUnreadKey)?.unread ?? 0;
    if (!unread && messageCount === 0) return;
    void apiRequest<ChatUnreadDto>('POST', '/api/chat/read', { conversationId })
      .then((reply) => queryClient.setQueryData(chatUnreadKey, reply))
      .catch(() => undefined);
  }, [open, conversationId, messageCount, queryClient]);
}

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
