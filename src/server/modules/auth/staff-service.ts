import type { StaffRole } from '../../../shared/auth';
import { AppError, notFound } from '../../errors';
import type { AuthRepository, StaffRow } from './auth-repository';

const toMember = (row: StaffRow) => ({
  userId: row.user_id,
  email: row.email,
  fullName: row.full_name,
  role: row.role,
});

/** `onRoleChanged` lets the session cache drop the member's cached role at once. */
export function createStaffService(repository: AuthRepository, onRoleChanged: (userId: string) => void) {
  return {
    async list() {
      return (await repository.listStaff()).map(toMember);
    },
    /** A super admin cannot change their own role, so the shop always keeps at least one. */
    async setRole(actorId: string, email: string, role: StaffRole | null) {
      const userId = await repository.findUserIdByEmail(email);
      if (!userId) throw notFound('No account uses that email address');
      if (userId === actorId) throw new AppError('OWN_ROLE', 'You cannot change your own role.', 422);
      const row = await repository.setRole(userId, role);
      onRoleChanged(userId);
      if (!row) throw notFound('No account uses that email address');
      return toMember(row);
    },
  };
}
