import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/harness';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('migration 0021: staff replies reach the chat', () => {
  it('copies a reply to a handed-off query into its conversation, and nothing else', async () => {
    const [query] = await database.query<{ id: string }>(
      `insert into customer_queries (kind, name, email, subject, message, sender_ip)
       values ('chat', 'Asha', 'asha@example.test', 'Chat hand-off', 'transcript', '10.0.0.1') returning id`,
    );
    const [conversation] = await database.query<{ id: string }>(
      `insert into chat_conversations (handoff_query_id) values ($1) returning id`,
      [query!.id],
    );
    for (const kind of ['note', 'reply'])
      await database.query(
        `insert into customer_query_messages (query_id, kind, author_email, body) values ($1, $2, 'staff@example.test', $3)`,
        [query!.id, kind, `${kind}: Yes, the curry leaves come in on Friday.`],
      );
    const messages = await database.query<{ role: string; text: string }>(
      'select role, text from chat_messages where conversation_id = $1',
      [conversation!.id],
    );
    expect(messages).toEqual([{ role: 'staff', text: 'reply: Yes, the curry leaves come in on Friday.' }]);
  });
});
