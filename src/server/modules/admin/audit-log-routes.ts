import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogDto, auditLogQuery } from '../../../shared/admin-audit';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { errorReply } from '../../http-schemas';
import { requireSuperAdmin } from '../../plugins/auth-session';
import type { AuditLogService } from './audit-log-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply };

/** GET /api/admin/audit-log: every staff write, filterable; for a super_admin only. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (app, { auditLog }) => {
  app.get(
    '/admin/audit-log',
    { schema: { tags: ['admin'], querystring: auditLogQuery, response: { 200: auditLogDto, ...errors } } },
    async (request) => {
      await requireSuperAdmin(request, AUTH_MESSAGES.auditLogSuperAdminOnly);
      return auditLog.list(request.query);
    },
  );
};
