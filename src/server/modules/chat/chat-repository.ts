import type { ChatIntent } from '../../../shared/chat';
import type { Executor } from '../../db/executor';
import type { chatConversations, chatMessages, orders } from '../../db/schema/index';

export type ConversationRow = Pick<typeof chatConversations.$inferSelect, 'id' | 'userId' | 'handoffQueryId'>;

/** The table's text columns narrowed to what the chat writes in them. */
export type MessageRow = Pick<
  typeof chatMessages.$inferSelect,
  'id' | 'text' | 'topic' | 'sourcePath' | 'answered' | 'createdAt'
> & {
  role: 'shopper' | 'assistant' | 'staff';
  intent: ChatIntent | null;
  payload: Record<string, unknown>;
  feedback: 'up' | 'down' | null;
};

export interface NewMessage {
  role: 'shopper' | 'assistant';
  text: string;
  intent: ChatIntent | null;
  topic: string | null;
  sourcePath: string | null;
  answered: boolean | null;
  payload: Record<string, unknown>;
  senderIp: string | null;
}

/** The shopper's order as the chat tells it (the SQL aliases the columns to the table's names). */
export type ShopperOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'orderNumber' | 'status' | 'deliveryDate' | 'deliveryWindowStart' | 'totalCents'
>;

const MESSAGE_COLUMNS =
  'id, role, text, intent, topic, source_path as "sourcePath", answered, payload, feedback, created_at as "createdAt"';
const CONVERSATION_COLUMNS = 'id, user_id as "userId", handoff_query_id as "handoffQueryId"';
const ORDER_COLUMNS = `id, order_number as "orderNumber", status, delivery_date::text as "deliveryDate",
  delivery_window_start as "deliveryWindowStart", total_cents as "totalCents"`;

/** The chat's SQL. Orders are read only with the shopper's own user id: nobody else's can come back. */
export const chatRepository = {
  async createConversation(ex: Executor, userId: string | null): Promise<ConversationRow> {
    const [row] = await ex.query<ConversationRow>(
      `insert into chat_conversations (user_id) values ($1) returning ${CONVERSATION_COLUMNS}`,
      [userId],
    );
    return row!;
  },

  async conversation(ex: Executor, id: string): Promise<ConversationRow | undefined> {
    const [row] = await ex.query<ConversationRow>(
      `select ${CONVERSATION_COLUMNS} from chat_conversations where id = $1`,
      [id],
    );
    return row;
  },

  async latestConversation(ex: Executor, userId: string): Promise<ConversationRow | undefined> {
    const [row] = await ex.query<ConversationRow>(
      `select ${CONVERSATION_COLUMNS} from chat_conversations where user_id = $1
       order by updated_at desc limit 1`,
      [userId],
    );
    return row;
  },

  /** Staff replies written after the shopper last opened the chat. */
  async unreadStaffReplies(ex: Executor, conversationId: string): Promise<number> {
    const [row] = await ex.query<{ n: number }>(
      `select count(*)::int as n from chat_messages m join chat_conversations c on c.id = m.conversation_id
       where c.id = $1 and m.role = 'staff' and m.created_at > coalesce(c.shopper_read_at, '-infinity')`,
      [conversationId],
    );
    return row?.n ?? 0;
  },

  async markRead(ex: Executor, conversationId: string): Promise<void> {
    await ex.query('update chat_conversations set shopper_read_at = now() where id = $1', [conversationId]);
  },

  /** A guest's conversation becomes the shopper's once they sign in and go on with it. */
  async claim(ex: Executor, id: string, userId: string): Promise<void> {
    await ex.query('update chat_conversations set user_id = $2 where id = $1 and user_id is null', [id, userId]);
  },

  /** Shopper messages in the window: in this conversation, and from this network address. */
  async recentMessages(ex: Executor, conversationId: string | null, senderIp: string, windowSeconds: number) {
    const [row] = await ex.query<{ in_conversation: number; from_address: number }>(
      `select count(*) filter (where conversation_id = $1::uuid)::int as in_conversation,
              count(*) filter (where sender_ip = $2)::int as from_address
       from chat_messages
       where role = 'shopper' and created_at > now() - make_interval(secs => $3)
         and (conversation_id = $1::uuid or sender_ip = $2)`,
      [conversationId, senderIp, windowSeconds],
    );
    return { inConversation: row?.in_conversation ?? 0, fromAddress: row?.from_address ?? 0 };
  },

  /** The question and its answer in one statement, a millisecond apart so they sort in order. */
  async addExchange(ex: Executor, conversationId: string, messages: NewMessage[]): Promise<MessageRow[]> {
    const params: unknown[] = [conversationId];
    const values = messages.map((m, i) => {
      params.push(m.role, m.text, m.intent, m.topic, m.sourcePath, m.answered, JSON.stringify(m.payload), m.senderIp);
      const p = (k: number) => `$${params.length - 7 + k}`;
      return `($1, ${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}::jsonb, ${p(7)}, now() + interval '${i} millisecond')`;
    });
    const rows = await ex.query<MessageRow>(
      `with added as (
         insert into chat_messages (conversation_id, role, text, intent, topic, source_path, answered, payload, sender_ip, created_at)
         values ${values.join(', ')} returning ${MESSAGE_COLUMNS}),
       touched as (update chat_conversations set updated_at = now() where id = $1)
       select * from added order by "createdAt"`,
      params,
    );
    return rows;
  },

  async messages(ex: Executor, conversationId: string): Promise<MessageRow[]> {
    return ex.query<MessageRow>(
      `select ${MESSAGE_COLUMNS} from chat_messages where conversation_id = $1 order by created_at, id`,
      [conversationId],
    );
  },

  /** Thumbs up or down on one of the assistant's answers in this conversation; false if there is none. */
  async setFeedback(ex: Executor, conversationId: string, messageId: string, rating: 'up' | 'down'): Promise<boolean> {
    const rows = await ex.query(
      `update chat_messages set feedback = $3, updated_at = now()
       where id = $2 and conversation_id = $1 and role = 'assistant' returning id`,
      [conversationId, messageId, rating],
    );
    return rows.length > 0;
  },

  /** Marks the conversation handed off to the query and adds the assistant's word that it was. */
  async setHandoff(tx: Executor, conversationId: string, queryId: string, assistantText: string): Promise<void> {
    await tx.query('update chat_conversations set handoff_query_id = $2, updated_at = now() where id = $1', [
      conversationId,
      queryId,
    ]);
    await tx.query(
      `insert into chat_messages (conversation_id, role, text, intent, answered) values ($1, 'assistant', $2, 'human', true)`,
      [conversationId, assistantText],
    );
  },

  /** The shopper's orders not yet delivered (whenever placed) and the `limit` newest, newest first. */
  async latestOrders(ex: Executor, userId: string, limit: number): Promise<ShopperOrderRow[]> {
    return ex.query<ShopperOrderRow>(
      `(select ${ORDER_COLUMNS}, created_at from orders where user_id = $1
          and status in ('pending', 'confirmed', 'packed', 'out_for_delivery')
        order by created_at desc, id desc limit 50)
       union
       (select ${ORDER_COLUMNS}, created_at from orders where user_id = $1 order by created_at desc, id desc limit $2)
       order by created_at desc, id desc`,
      [userId, limit],
    );
  },

  async orderByNumber(ex: Executor, userId: string, orderNumber: string): Promise<ShopperOrderRow | undefined> {
    const [row] = await ex.query<ShopperOrderRow>(
      `select ${ORDER_COLUMNS} from orders where user_id = $1 and order_number = $2`,
      [userId, orderNumber],
    );
    return row;
  },

  async shopperContact(ex: Executor, userId: string): Promise<{ name: string; email: string } | undefined> {
    const [row] = await ex.query<{ name: string; email: string }>(
      `select coalesce(nullif(p.full_name, ''), u.name, u.email) as name, u.email
       from users u left join profiles p on p.user_id = u.id where u.id = $1`,
      [userId],
    );
    return row;
  },
};
