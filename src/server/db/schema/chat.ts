import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id, timestamps } from './columns';
import { customerQueries } from './queries';

/**
 * The chat assistant's conversations: every question, the intent it was matched to, the
 * answer and the page it came from, hand-offs to staff and thumbs up/down, for /admin/chat-analytics.
 * A guest's conversation is reached by its id (kept in the browser's session); a signed-in shopper's
 * is theirs on every device.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The query staff answer in /admin/queries, once the shopper agreed to hand the conversation over. */
    handoffQueryId: uuid('handoff_query_id').references(() => customerQueries.id, { onDelete: 'set null' }),
    /** When the shopper last opened the chat: staff replies after it are unread (the chat button's mark). */
    shopperReadAt: timestamp('shopper_read_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.userId, t.updatedAt.desc()),
    index('chat_conversations_created_idx').on(t.createdAt),
    // Staff replies in /admin/queries reach the conversation through this (migration 0021's trigger).
    index('chat_conversations_handoff_idx').on(t.handoffQueryId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** shopper, assistant, or staff (a reply from /admin/queries). */
    role: text('role').notNull(),
    text: text('text').notNull(),
    intent: text('intent'),
    /** A policy's topic, or what was searched for: groups the analytics below the intent. */
    topic: text('topic'),
    /** The page the answer cites. */
    sourcePath: text('source_path'),
    /** False when the assistant had no answer: the question is listed as unanswered. */
    answered: boolean('answered'),
    /** What the panel shows with the text: product cards, recipes, orders, the hand-off offer. */
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    feedback: text('feedback'),
    /** A shopper's network address: the per-address spam limit counts by it. */
    senderIp: text('sender_ip'),
    ...timestamps,
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('chat_messages_created_idx').on(t.createdAt),
    index('chat_messages_sender_ip_idx').on(t.senderIp, t.createdAt),
  ],
);
