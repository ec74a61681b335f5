import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id, timestamps } from './columns';

/**
 * Messages the shop receives through its contact, bulk-order and franchise forms (and, later, chat
 * hand-offs): staff answer them from /admin/queries. The form's own fields beyond the common ones
 * (organisation, event date, product lines, city…) are kept as `details`.
 */
export const customerQueries = pgTable(
  'customer_queries',
  {
    id: id(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The sender's network address: the per-address spam limit counts by it. */
    senderIp: text('sender_ip').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('customer_queries_status_created_idx').on(t.status, t.createdAt.desc()),
    index('customer_queries_created_idx').on(t.createdAt.desc()),
    index('customer_queries_sender_ip_idx').on(t.senderIp, t.createdAt.desc()),
    index('customer_queries_email_idx').on(t.email, t.createdAt.desc()),
  ],
);

/** A query's thread: replies emailed to the sender and internal notes only staff see. */
export const customerQueryMessages = pgTable(
  'customer_query_messages',
  {
    id: id(),
    queryId: uuid('query_id')
      .notNull()
      .references(() => customerQueries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('customer_query_messages_query_idx').on(t.queryId, t.createdAt)],
);
