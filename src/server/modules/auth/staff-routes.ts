import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffMemberDto, staffRoleInput } from '../../../shared/admin-staff';
import { AUTH_MESSAGES, STAFF_ROLES } from '../../../shared/auth';
import { errorReply } from '../../http-schemas';
import { requireStaff, requireSuperAdmin } from '../../plugins/auth-session';
import type { StaffService } from './staff-service';

const errors = { 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };

/** Staff roles: every staff member sees the list, only a super_admin grants or revokes (PRODUCT.md). */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
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
        body: staffRoleInput,
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
