import type { AuditLogDto } from '../../../shared/admin-audit';
import type { Database } from '../../db/client';
import { type AuditLogFilters, auditLogRepository } from './audit-log-repository';

/** The audit log's pages: newest first, filtered by person, action, record and store days. */
export function createAuditLogService(database: Database) {
  return {
    async list(query: AuditLogFilters & { page: number; pageSize: number }): Promise<AuditLogDto> {
      const { page, pageSize, ...filters } = query;
      const [total, rows] = await Promise.all([
        auditLogRepository.count(database, filters),
        auditLogRepository.page(database, filters, pageSize, (page - 1) * pageSize),
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
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
