import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id, timestamps } from './columns';

/**
 * Every staff write (PRODUCT.md "Admin"): who, what, when, and the record before and after. Written
 * through modules/admin/audit.ts in the same transaction as the change, so a change without its row
 * (or a row without its change) cannot exist. The actor's email is copied so the trail survives the
 * account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, `<area>.<verb>`: order.status, order.refund, staff.role, product.update… */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** One line a person can read in the log without opening before/after. */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ...timestamps,
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
  ],
);
