import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuditLogDto, auditLogDto, auditLogQuery } from '../../../shared/admin-audit';
import { AUTH_MESSAGES } from '../../../shared/auth';
import type { Database } from '../../db/client';
import { errorReply } from '../../http-schemas';
import { requireSuperAdmin } from '../../plugins/auth-session';
import { createAuditLogRepository } from './audit-log-repository';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply };

/** GET /api/admin/audit-log: every staff write, filterable; for a super_admin only. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const repository = createAuditLogRepository(database);
  app.get(
    '/admin/audit-log',
    { schema: { tags: ['admin'], querystring: auditLogQuery, response: { 200: auditLogDto, ...errors } } },
    async (request): Promise<AuditLogDto> => {
      await requireSuperAdmin(request, AUTH_MESSAGES.auditLogSuperAdminOnly);
      const { page, pageSize, ...filters } = request.query;
      const [total, rows] = await Promise.all([
        repository.count(filters),
        repository.page(filters, pageSize, (page - 1) * pageSize),
      ]);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          actorId: row.actor_id,
          actorEmail: row.actor_email,
          actorName: row.actor_name,
          actorRole: row.actor_role,
          action: row.action,
          entityType: row.entity_type,
          entityId: row.entity_id,
          entityLabel: row.entity_label,
          summary: row.summary,
          before: row.before,
          after: row.after,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        page,
        pageSize,
        total,
      };
    },
  );
};
