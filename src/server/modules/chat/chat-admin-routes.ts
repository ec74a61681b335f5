import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatAnalyticsDto,
  chatAnalyticsQuery,
  chatConversationDetailDto,
  chatConversationListDto,
  chatConversationListQuery,
  type ChatConversationSummaryDto,
} from '../../../shared/admin-chat';
import type { ChatIntent } from '../../../shared/chat';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import { createChatAnalyticsRepository, type ConversationSummaryRow } from './chat-analytics-repository';
import { createChatRepository } from './chat-repository';
import { toMessageDto } from './chat-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
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

/** /api/admin/chat: the analytics page and its conversation viewer (read-only, staff only). */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const analytics = createChatAnalyticsRepository(database);
  const chat = createChatRepository(database);
  const tags = ['admin'];

  app.get(
    '/admin/chat/analytics',
    { schema: { tags, querystring: chatAnalyticsQuery, response: { 200: chatAnalyticsDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      const { days } = request.query;
      const now = new Date();
      const [totals, perDay, topIntents, unanswered] = await Promise.all([
        analytics.totals(days, now),
        analytics.perDay(days, now),
        analytics.topIntents(days, now),
        analytics.unanswered(days, now, UNANSWERED_SHOWN),
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
  );

  app.get(
    '/admin/chat/conversations',
    { schema: { tags, querystring: chatConversationListQuery, response: { 200: chatConversationListDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      const { filter, page, pageSize } = request.query;
      const { rows, total } = await analytics.conversations(filter, pageSize, (page - 1) * pageSize);
      return { conversations: rows.map(summary), total, page, pageSize };
    },
  );

  app.get(
    '/admin/chat/conversations/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid('This conversation does not exist.') }),
        response: { 200: chatConversationDetailDto, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request);
      const row = await analytics.conversation(request.params.id);
      if (!row) throw notFound('This conversation does not exist.');
      return { ...summary(row), messages: (await chat.messages(row.id)).map(toMessageDto) };
    },
  );
};
