import { AUTH_MESSAGES, type StaffRole } from '../../../shared/auth';
import { AppError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/executor';
import { authRepository, type StaffRow } from './auth-repository';

const toMember = (row: StaffRow) => ({
  userId: row.userId,
  email: row.email,
  fullName: row.fullName,
  role: row.role,
});

export const STAFF_MESSAGES = {
  noAccount: 'No account uses that email address',
  ownRole: 'You cannot change your own role.',
  lastSuperAdmin: 'The shop must keep at least one super admin.',
} as const;

const roleName = (role: StaffRole | null) => role ?? 'shopper';

/** `onRoleChanged` lets the session cache drop the member's cached role at once. */
export function createStaffService(database: Database, onRoleChanged: (userId: string) => void) {
  return {
    async list() {
      return (await authRepository.listStaff(database)).map(toMember);
    },
    /**
     * Grants, changes or revokes a staff role (PRODUCT.md: only a super_admin). The rules are checked
     * again under row locks, so two super admins demoting each other at once cannot leave the shop
     * without one; the audit row commits with the change or not at all.
     */
    async setRole(actor: AuditActor, email: string, role: StaffRole | null) {
      const userId = await authRepository.findUserIdByEmail(database, email);
      if (!userId) throw notFound(STAFF_MESSAGES.noAccount);
      if (userId === actor.id) throw new AppError('OWN_ROLE', STAFF_MESSAGES.ownRole);
      const changed = await inTransaction(database, async (q) => {
        const now = await authRepository.lockRoles(q, actor.id, userId);
        // The session said super_admin, but another super admin may have demoted the actor since.
        if (now.actorRole !== 'super_admin') throw new AppError('FORBIDDEN', AUTH_MESSAGES.superAdminOnly);
        if (now.targetRole === role) return null;
        if (now.targetRole === 'super_admin' && now.superAdmins <= 1) {
          throw new AppError('LAST_SUPER_ADMIN', STAFF_MESSAGES.lastSuperAdmin);
        }
        const row = await authRepository.setRole(q, userId, role);
        if (!row) throw notFound(STAFF_MESSAGES.noAccount);
        await recordAudit(q, actor, {
          action: 'staff.role',
          entityType: 'user',
          entityId: userId,
          summary: `${row.email}: ${roleName(now.targetRole)} → ${roleName(role)}`,
          before: { role: now.targetRole },
          after: { role },
        });
        return row;
      });
      if (!changed) {
        // Asking for the role someone already has changes nothing and records nothing.
        const row = await authRepository.staffMember(database, userId);
        if (!row) throw notFound(STAFF_MESSAGES.noAccount);
        return toMember(row);
      }
      onRoleChanged(userId);
      return toMember(changed);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
