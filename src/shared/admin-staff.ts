import { z } from 'zod';
import { emailField, STAFF_ROLES } from './auth';

/** The staff page's rows and answers (GET /api/admin/staff, PUT /api/admin/staff/role). */
export const staffMemberDto = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMemberDto = z.infer<typeof staffMemberDto>;

export const STAFF_ROLE_LABELS = { admin: 'Admin', super_admin: 'Super admin' } as const;

/** PUT /api/admin/staff/role: the account's email and its new role, null to revoke. */
export const staffRoleInput = z.object({ email: emailField, role: z.enum(STAFF_ROLES).nullable() });
export type StaffRoleInput = z.infer<typeof staffRoleInput>;
