import { z } from 'zod';
import { CHAT_INTENTS, chatMessageDto } from './chat';

/** /admin/chat-analytics: what shoppers ask the chat, what it could not answer, and how they liked it. */
export const CHAT_ANALYTICS_PERIODS = [7, 30, 90] as const;
export const chatAnalyticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (CHAT_ANALYTICS_PERIODS as readonly number[]).includes(d), 'Choose 7, 30 or 90 days')
    .default(30),
});

export const chatAnalyticsDto = z.object({
  days: z.number().int(),
  totals: z.object({
    conversations: z.number().int(),
    questions: z.number().int(),
    unanswered: z.number().int(),
    handoffs: z.number().int(),
    /** Hand-offs per conversation, 0–1; null without conversations. */
    handoffRate: z.number().nullable(),
    thumbsUp: z.number().int(),
    thumbsDown: z.number().int(),
    /** Thumbs up among all thumbs, 0–1; null without any. */
    satisfaction: z.number().nullable(),
  }),
  /** Every store date of the period, oldest first, zeros included. */
  perDay: z.array(z.object({ date: z.string(), conversations: z.number().int(), handoffs: z.number().int() })),
  topIntents: z.array(z.object({ intent: z.enum(CHAT_INTENTS), questions: z.number().int() })),
  /** The same question typed alike (case, punctuation and spacing aside) counts as one. */
  unanswered: z.array(z.object({ question: z.string(), times: z.number().int(), lastAskedAt: z.string() })),
});
export type ChatAnalyticsDto = z.infer<typeof chatAnalyticsDto>;

export const CHAT_CONVERSATION_FILTERS = ['all', 'handed_off', 'unanswered', 'thumbs_down'] as const;
export const chatConversationListQuery = z.object({
  filter: z.enum(CHAT_CONVERSATION_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const chatConversationSummaryDto = z.object({
  id: z.string(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  shopperEmail: z.string().nullable(),
  firstQuestion: z.string(),
  questions: z.number().int(),
  unanswered: z.number().int(),
  thumbsUp: z.number().int(),
  thumbsDown: z.number().int(),
  handoffQueryId: z.string().nullable(),
});
export type ChatConversationSummaryDto = z.infer<typeof chatConversationSummaryDto>;

export const chatConversationListDto = z.object({
  conversations: z.array(chatConversationSummaryDto),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ChatConversationListDto = z.infer<typeof chatConversationListDto>;

export const chatConversationDetailDto = chatConversationSummaryDto.extend({ messages: z.array(chatMessageDto) });
export type ChatConversationDetailDto = z.infer<typeof chatConversationDetailDto>;
