import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_HANDOFF_DONE,
  CHAT_NOT_FOUND,
  CHAT_RATE_LIMIT,
  CHAT_RATE_LIMIT_MESSAGE,
  type ChatConversationDto,
  type ChatUnreadDto,
  type ChatMessageDto,
} from '../../../shared/chat';
import { EMAIL_MESSAGE } from '../../../shared/auth';
import type { Database } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { AppError, notFound } from '../../errors';
import { inTransaction } from '../../db/executor';
import { inquiriesRepository } from '../inquiries/inquiries-repository';
import { inquiryNotificationMessage, inquiryReceivedMessage } from '../inquiries/inquiry-emails';
import type { MessageSender, SenderCopies } from '../inquiries/sender-copies';
import { type AnswerDeps, answerMessage } from './chat-answers';
import { parseChatMessage } from './chat-intents';
import { chatRepository, type ConversationRow, type MessageRow } from './chat-repository';
import { handoffQuery } from './chat-transcript';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toMessageDto(row: MessageRow): ChatMessageDto {
  const payload = row.payload as Partial<Pick<ChatMessageDto, 'products' | 'recipes' | 'orders' | 'offerHandoff'>> & {
    sourceLabel?: string;
  };
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    intent: row.intent,
    source: row.sourcePath ? { label: payload.sourceLabel ?? row.sourcePath, href: row.sourcePath } : null,
    products: payload.products ?? [],
    recipes: payload.recipes ?? [],
    orders: payload.orders ?? [],
    offerHandoff: payload.offerHandoff ?? false,
    feedback: row.feedback,
    createdAt: iso(row.createdAt),
  };
}

export interface ChatServiceDeps {
  database: Database;
  answers: AnswerDeps;
  mailer: Mailer;
  shopInboxEmail: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  senderCopies: SenderCopies;
}

export function createChatService(deps: ChatServiceDeps) {
  const { database } = deps;

  /** A conversation this requester may use: a signed-in shopper's own, or a guest's (by its id). */
  async function accessible(id: string, userId: string | null): Promise<ConversationRow> {
    const conversation = await chatRepository.conversation(database, id);
    if (!conversation || (conversation.userId && conversation.userId !== userId)) throw notFound(CHAT_NOT_FOUND);
    if (userId && !conversation.userId) {
      await chatRepository.claim(database, id, userId);
      conversation.userId = userId;
    }
    return conversation;
  }

  async function conversationDto(conversation: ConversationRow): Promise<ChatConversationDto> {
    const rows = await chatRepository.messages(database, conversation.id);
    return {
      conversationId: conversation.id,
      handedOff: Boolean(conversation.handoffQueryId),
      messages: rows.map(toMessageDto),
    };
  }

  return {
    /** The shopper's question and the assistant's answer, both stored (with the intent and the page cited). */
    async send(
      input: { conversationId?: string; message: string },
      who: { userId: string | null; ip: string },
      now: Date = new Date(),
    ): Promise<ChatConversationDto> {
      // The answer only reads, so it is worked out while the conversation and the spam limit are
      // checked: two database round trips at once instead of one after the other.
      const answering = answerMessage(deps.answers, parseChatMessage(input.message), who.userId, now);
      answering.catch(() => undefined); // awaited below; a refusal first must not leave it unhandled
      const recent = await chatRepository.recentMessages(
        database,
        input.conversationId ?? null,
        who.ip,
        CHAT_RATE_LIMIT.windowSeconds,
      );
      if (recent.inConversation >= CHAT_RATE_LIMIT.perConversation || recent.fromAddress >= CHAT_RATE_LIMIT.perAddress)
        throw new AppError('RATE_LIMITED', CHAT_RATE_LIMIT_MESSAGE);
      const conversation = input.conversationId
        ? await accessible(input.conversationId, who.userId)
        : await chatRepository.createConversation(database, who.userId);
      const answer = await answering;
      const rows = await chatRepository.addExchange(database, conversation.id, [
        {
          role: 'shopper',
          text: input.message,
          intent: answer.intent,
          topic: answer.topic,
          sourcePath: null,
          answered: answer.answered,
          payload: {},
          senderIp: who.ip,
        },
        {
          role: 'assistant',
          text: answer.text,
          intent: answer.intent,
          topic: answer.topic,
          sourcePath: answer.source?.href ?? null,
          answered: answer.answered,
          payload: {
            sourceLabel: answer.source?.label,
            products: answer.products,
            recipes: answer.recipes,
            orders: answer.orders,
            offerHandoff: answer.offerHandoff && !conversation.handoffQueryId,
          },
          senderIp: null,
        },
      ]);
      return {
        conversationId: conversation.id,
        handedOff: Boolean(conversation.handoffQueryId),
        messages: rows.map(toMessageDto),
      };
    },

    /** A signed-in shopper's latest conversation (any device), or a guest's by id; none yet is empty. */
    async conversation(id: string | undefined, userId: string | null): Promise<ChatConversationDto> {
      const empty = { conversationId: null, handedOff: false, messages: [] };
      if (id) {
        const conversation = await chatRepository.conversation(database, id);
        const mine = conversation && (!conversation.userId || conversation.userId === userId);
        if (mine) return conversationDto(await accessible(id, userId));
      }
      const latest = userId ? await chatRepository.latestConversation(database, userId) : undefined;
      return latest ? conversationDto(latest) : empty;
    },

    /** How many staff replies wait unseen in the conversation the panel would show. */
    async unread(id: string | undefined, userId: string | null): Promise<ChatUnreadDto> {
      let conversation: ConversationRow | undefined;
      if (id) {
        const found = await chatRepository.conversation(database, id);
        if (found && (!found.userId || found.userId === userId)) conversation = found;
      }
      conversation ??= userId ? await chatRepository.latestConversation(database, userId) : undefined;
      if (!conversation) return { conversationId: null, unread: 0 };
      return {
        conversationId: conversation.id,
        unread: await chatRepository.unreadStaffReplies(database, conversation.id),
      };
    },

    /** The shopper opened the chat: every staff reply so far is seen. */
    async markRead(conversationId: string, userId: string | null): Promise<ChatUnreadDto> {
      await accessible(conversationId, userId);
      await chatRepository.markRead(database, conversationId);
      return { conversationId, unread: 0 };
    },

    async feedback(conversationId: string, messageId: string, rating: 'up' | 'down', userId: string | null) {
      await accessible(conversationId, userId);
      if (!(await chatRepository.setFeedback(database, conversationId, messageId, rating)))
        throw notFound('This answer does not exist.');
    },

    /**
     * With the shopper's consent, the conversation becomes a query in /admin/queries with its
     * transcript; staff's reply is emailed (queries module) and copied into the chat (migration 0021).
     */
    async handoff(
      input: { conversationId: string; name?: string; email?: string },
      who: { userId: string | null; ip: string; sender: MessageSender | null },
    ): Promise<ChatConversationDto> {
      const conversation = await accessible(input.conversationId, who.userId);
      if (conversation.handoffQueryId) throw new AppError('ALREADY_HANDED_OFF', CHAT_HANDOFF_DONE);
      const contact = who.userId ? await chatRepository.shopperContact(database, who.userId) : undefined;
      const name = contact?.name ?? input.name;
      const email = contact?.email ?? input.email;
      if (!email || !name)
        throw new AppError('VALIDATION_FAILED', 'Tell us your name and email so our team can reply.', {
          ...(name ? {} : { name: 'Full name must be at least 2 characters' }),
          ...(email ? {} : { email: EMAIL_MESSAGE }),
        });
      const messages = await chatRepository.messages(database, conversation.id);
      if (!messages.some((m) => m.role === 'shopper'))
        throw new AppError('EMPTY_CONVERSATION', 'Ask a question first, then we can pass it to our team.');
      const query = handoffQuery({ conversationId: conversation.id, name, email, senderIp: who.ip, messages });
      const queryId = await inTransaction(database, async (tx) => {
        const id = await inquiriesRepository.insert(tx, query);
        await chatRepository.setHandoff(
          tx,
          conversation.id,
          id,
          `Thank you, ${name}. I've passed this conversation to our team: they will reply to ${email} and here in the chat, every day 8 AM – 9 PM.`,
        );
        return id;
      });
      const forEmail = { ...query, details: [] };
      const copy = await deps.senderCopies.mayCopyTo(email, who.sender);
      for (const message of [
        ...(copy ? [inquiryReceivedMessage(forEmail)] : []),
        inquiryNotificationMessage(deps.shopInboxEmail, forEmail, `${deps.publicUrl}/admin/queries/${queryId}`),
      ])
        await deps.mailer
          .send(message)
          .catch((error: unknown) => deps.log.error({ err: error, kind: message.kind }, 'email failed'));
      return conversationDto({ ...conversation, handoffQueryId: queryId });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
