import type { Executor } from '../../db/executor';

/** Who did it: the signed-in staff member (a StaffUser fits). */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  /** `<area>.<verb>`: order.status, order.refund, staff.role, product.update… */
  action: string;
  entityType: string;
  entityId: string;
  /** One line a person can read in the log: "US-20261125-4821: confirmed → packed". */
  summary: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The one way a staff write is recorded (ARCHITECTURE.md "The staff side"). It takes the change's own
 * transaction: if the change rolls back, so does its row, and a change cannot commit without it.
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_log (actor_id, actor_email, action, entity_type, entity_id, summary, before, after)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      actor.id,
      actor.email,
      entry.action,
      entry.entityType,
      entry.entityId,
      entry.summary,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}
