import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatAnalyticsDto,
  chatAnalyticsQuery,
  chatConversationDetailDto,
  chatConversationListDto,
  chatConversationListQuery,
} from '../../../shared/admin-chat';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { ChatAdminService } from './chat-admin-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };

/** /api/admin/chat: the analytics page and its conversation viewer (read-only, staff only). */
export const chatAdminRoutes: FastifyPluginAsyncZod<{ chat: ChatAdminService }> = async (app, { chat }) => {
  const tags = ['admin'];

  app.get(
    '/admin/chat/analytics',
    { schema: { tags, querystring: chatAnalyticsQuery, response: { 200: chatAnalyticsDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      return chat.analytics(request.query.days, new Date());
    },
  );

  app.get(
    '/admin/chat/conversations',
    { schema: { tags, querystring: chatConversationListQuery, response: { 200: chatConversationListDto, ...errors } } },
    async (request) => {
      await requireStaff(request);
      const { filter, page, pageSize } = request.query;
      return chat.conversations(filter, page, pageSize);
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
      return chat.conversation(request.params.id);
    },
  );
};
