import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditLogDto } from '../../../../../shared/admin-audit';
import { apiGet } from '../../../../lib/api-client';

export interface AuditLogFilters {
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  from: string;
  to: string;
}

export const auditLogQuery = (filters: AuditLogFilters, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', filters, page, pageSize],
    queryFn: ({ signal }) => apiGet<AuditLogDto>('/api/admin/audit-log', { ...filters, page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
