import type {
  ChatAnalyticsDto,
  ChatConversationDetailDto,
  ChatConversationListDto,
  ChatConversationSummaryDto,
} from '../../../shared/admin-chat';
import type { ChatIntent } from '../../../shared/chat';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import {
  type ConversationFilter,
  chatAnalyticsRepository,
  type ConversationSummaryRow,
} from './chat-analytics-repository';
import { chatRepository } from './chat-repository';
import { toMessageDto } from './chat-service';

const UNANSWERED_SHOWN = 20;
const iso = (d: Date | string) => new Date(d).toISOString();
const share = (part: number, whole: number) => (whole ? part / whole : null);

const summary = (row: ConversationSummaryRow): ChatConversationSummaryDto => ({
  id: row.id,
  startedAt: iso(row.started_at),
  lastMessageAt: iso(row.last_message_at),
  shopperEmail: row.shopper_email,
  firstQuestion: row.first_question ?? '',
  questions: row.questions,
  unanswered: row.unanswered,
  thumbsUp: row.thumbs_up,
  thumbsDown: row.thumbs_down,
  handoffQueryId: row.handoff_query_id,
});

/** Staff's reading of the chat: the analytics page and its conversation viewer (read-only). */
export function createChatAdminService(database: Database) {
  return {
    async analytics(days: number, now: Date): Promise<ChatAnalyticsDto> {
      const [totals, perDay, topIntents, unanswered] = await Promise.all([
        chatAnalyticsRepository.totals(database, days, now),
        chatAnalyticsRepository.perDay(database, days, now),
        chatAnalyticsRepository.topIntents(database, days, now),
        chatAnalyticsRepository.unanswered(database, days, now, UNANSWERED_SHOWN),
      ]);
      return {
        days,
        totals: {
          conversations: totals.conversations,
          questions: totals.questions,
          unanswered: totals.unanswered,
          handoffs: totals.handoffs,
          handoffRate: share(totals.handoffs, totals.conversations),
          thumbsUp: totals.thumbs_up,
          thumbsDown: totals.thumbs_down,
          satisfaction: share(totals.thumbs_up, totals.thumbs_up + totals.thumbs_down),
        },
        perDay,
        topIntents: topIntents.map((r) => ({ intent: r.intent as ChatIntent, questions: r.questions })),
        unanswered: unanswered.map((r) => ({
          question: r.question,
          times: r.times,
          lastAskedAt: iso(r.last_asked_at),
        })),
      };
    },

    async conversations(filter: ConversationFilter, page: number, pageSize: number): Promise<ChatConversationListDto> {
      const { rows, total } = await chatAnalyticsRepository.conversations(
        database,
        filter,
        pageSize,
        (page - 1) * pageSize,
      );
      return { conversations: rows.map(summary), total, page, pageSize };
    },

    async conversation(id: string): Promise<ChatConversationDetailDto> {
      const row = await chatAnalyticsRepository.conversation(database, id);
      if (!row) throw notFound('This conversation does not exist.');
      return { ...summary(row), messages: (await chatRepository.messages(database, row.id)).map(toMessageDto) };
    },
  };
}

export type ChatAdminService = ReturnType<typeof createChatAdminService>;
