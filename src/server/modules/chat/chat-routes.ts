import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatConversationDto,
  chatConversationQuery,
  chatFeedbackInput,
  chatHandoffInput,
  chatMessageInput,
  chatMessageParams,
  chatReadInput,
  chatUnreadDto,
} from '../../../shared/chat';
import { errorReply } from '../../http-schemas';
import { currentUserId, getSessionUser } from '../../plugins/auth-session';
import type { ChatService } from './chat-service';

const errors = { 400: errorReply, 404: errorReply, 409: errorReply, 422: errorReply, 429: errorReply };

/**
 * /api/chat: the floating assistant. Guests and signed-in shoppers alike; a signed-in shopper's
 * conversation is theirs alone, a guest's is reached by its id.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  const tags = ['chat'];

  app.get(
    '/chat/conversation',
    { schema: { tags, querystring: chatConversationQuery, response: { 200: chatConversationDto, ...errors } } },
    async (request) => chat.conversation(request.query.id, await currentUserId(request)),
  );

  app.get(
    '/chat/unread',
    { schema: { tags, querystring: chatConversationQuery, response: { 200: chatUnreadDto, ...errors } } },
    async (request) => chat.unread(request.query.id, await currentUserId(request)),
  );

  app.post(
    '/chat/read',
    { schema: { tags, body: chatReadInput, response: { 200: chatUnreadDto, ...errors } } },
    async (request) => chat.markRead(request.body.conversationId, await currentUserId(request)),
  );

  app.post(
    '/chat/messages',
    { schema: { tags, body: chatMessageInput, response: { 200: chatConversationDto, ...errors } } },
    async (request) => chat.send(request.body, { userId: await currentUserId(request), ip: request.ip }, request.now),
  );

  app.post(
    '/chat/handoff',
    { schema: { tags, body: chatHandoffInput, response: { 200: chatConversationDto, ...errors } } },
    async (request) => {
      const sender = await getSessionUser(request);
      return chat.handoff(request.body, { userId: sender?.id ?? null, ip: request.ip, sender });
    },
  );

  app.post(
    '/chat/messages/:id/feedback',
    {
      schema: {
        tags,
        params: chatMessageParams,
        body: chatFeedbackInput,
        response: { 200: z.object({ saved: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const { conversationId, rating } = request.body;
      await chat.feedback(conversationId, request.params.id, rating, await currentUserId(request));
      return { saved: true as const };
    },
  );
};
