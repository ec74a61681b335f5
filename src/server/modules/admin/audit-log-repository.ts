import { STORE_TIME_ZONE } from '../../../shared/delivery-slots';
import type { Database } from '../../db/client';

export interface AuditLogFilters {
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

export interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  before: unknown;
  after: unknown;
  created_at: Date | string;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One WHERE for the count and the page. Dates are store days: a day starts at midnight in Chicago.
 * An action ending in "." means the whole area (order. → order.status, order.refund…).
 */
function where(filters: AuditLogFilters) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filters.actor) add((p) => `actor_email ilike ${p}`, `%${likeEscape(filters.actor)}%`);
  if (filters.action) {
    if (filters.action.endsWith('.')) add((p) => `action like ${p}`, `${likeEscape(filters.action)}%`);
    else add((p) => `action = ${p}`, filters.action);
  }
  if (filters.entityType) add((p) => `entity_type = ${p}`, filters.entityType);
  if (filters.entityId) add((p) => `entity_id = ${p}`, filters.entityId);
  if (filters.from) add((p) => `created_at >= (${p}::date)::timestamp at time zone '${STORE_TIME_ZONE}'`, filters.from);
  if (filters.to) add((p) => `created_at < (${p}::date + 1)::timestamp at time zone '${STORE_TIME_ZONE}'`, filters.to);
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

export function createAuditLogRepository(database: Database) {
  return {
    async count(filters: AuditLogFilters): Promise<number> {
      const { sql, params } = where(filters);
      const [row] = await database.query<{ n: number }>(`select count(*)::int as n from audit_log ${sql}`, params);
      return row?.n ?? 0;
    },
    /** Newest first; the indexes of migration 0009 serve the date, actor and entity filters. */
    async page(filters: AuditLogFilters, limit: number, offset: number): Promise<AuditRow[]> {
      const { sql, params } = where(filters);
      const n = params.length;
      return database.query<AuditRow>(
        `select id, actor_id, actor_email, action, entity_type, entity_id, summary, before, after, created_at
         from audit_log ${sql} order by created_at desc, id desc limit $${n + 1} offset $${n + 2}`,
        [...params, limit, offset],
      );
    },
  };
}
