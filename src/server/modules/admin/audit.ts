import type { Executor } from '../../db/executor';
import { auditLogRepository } from './audit-log-repository';

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
  await auditLogRepository.insert(tx, actor, entry);
}
