import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffMemberDto } from '../../../shared/admin-staff';
import { AUTH_MESSAGES, emailField, STAFF_ROLES } from '../../../shared/auth';
import { errorReply } from '../../http-schemas';
import { requireStaff, requireSuperAdmin } from '../../plugins/auth-session';
import type { Database } from '../../db/client';
import { createStaffService } from './staff-service';

const setRoleInput = z.object({ email: emailField, role: z.enum(STAFF_ROLES).nullable() });
const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

/** Staff roles: every staff member sees the list, only a super_admin grants or revokes (PRODUCT.md). */
export const staffRoutes: FastifyPluginAsyncZod<{
  database: Database;
  onRoleChanged: (userId: string) => void;
}> = async (app, { database, onRoleChanged }) => {
  const staff = createStaffService(database, onRoleChanged);
  app.get(
    '/admin/staff',
    { schema: { tags: ['admin'], response: { 200: z.object({ staff: z.array(staffMemberDto) }), ...errors } } },
    async (request) => {
      await requireStaff(request);
      return { staff: await staff.list() };
    },
  );
  app.put(
    '/admin/staff/role',
    {
      schema: {
        tags: ['admin'],
        body: setRoleInput,
        response: {
          200: z.object({ member: staffMemberDto.extend({ role: z.enum(STAFF_ROLES).nullable() }) }),
          400: errorReply,
          ...errors,
        },
      },
    },
    async (request) => {
      const actor = await requireSuperAdmin(request, AUTH_MESSAGES.superAdminOnly);
      return { member: await staff.setRole(actor, request.body.email, request.body.role) };
    },
  );
};
