import { STORE_TIME_ZONE } from '../../../shared/delivery-slots';
import type { Executor } from '../../db/executor';
import type { AuditActor, AuditEntry } from './audit';

export interface AuditLogFilters {
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

/** Computed columns (the actor's name and role now, the entity's label), so the row keeps the SQL's names. */
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
  actor_name: string | null;
  actor_role: string | null;
  entity_label: string | null;
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
  // A person by part of their email or of their name (the name as it is now).
  if (filters.actor)
    add(
      (p) =>
        `(a.actor_email ilike ${p} or exists (select 1 from users u where u.id = a.actor_id and u.name ilike ${p}))`,
      `%${likeEscape(filters.actor)}%`,
    );
  if (filters.action) {
    if (filters.action.endsWith('.')) add((p) => `a.action like ${p}`, `${likeEscape(filters.action)}%`);
    else add((p) => `a.action = ${p}`, filters.action);
  }
  if (filters.entityType) add((p) => `a.entity_type = ${p}`, filters.entityType);
  if (filters.entityId) add((p) => `a.entity_id = ${p}`, filters.entityId);
  if (filters.from)
    add((p) => `a.created_at >= (${p}::date)::timestamp at time zone '${STORE_TIME_ZONE}'`, filters.from);
  if (filters.to)
    add((p) => `a.created_at < (${p}::date + 1)::timestamp at time zone '${STORE_TIME_ZONE}'`, filters.to);
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

const UUID_PATTERN = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`;
const byId = (table: string, column: string) => `(select ${column} from ${table} x where x.id = a.entity_id::uuid)`;

/**
 * The record's name as it is now, for the sentence people read: an order's number, a product's name…
 * Only an entity id shaped like a uuid is looked up (a category reorder of the top level says "root").
 */
const ENTITY_LABEL = `case when a.entity_id !~ ${UUID_PATTERN} then null
  when a.entity_type = 'order' then ${byId('orders', 'x.order_number')}
  when a.entity_type = 'product' then ${byId('products', 'x.name')}
  when a.entity_type = 'category' then ${byId('categories', 'x.name')}
  when a.entity_type = 'brand' then ${byId('brands', 'x.name')}
  when a.entity_type = 'promo' then ${byId('promos', 'x.code')}
  when a.entity_type = 'banner' then ${byId('scrolling_banners', 'x.alt_text')}
  when a.entity_type = 'article' then ${byId('blog_articles', 'x.title')}
  when a.entity_type = 'recipe' then ${byId('recipes', 'x.title')}
  when a.entity_type = 'subscription' then ${byId('subscriptions', 'x.contact_name')}
  when a.entity_type = 'query' then ${byId('customer_queries', 'x.name')}
  when a.entity_type = 'user' then ${byId('users', "coalesce(nullif(x.name, ''), x.email)")}
end`;

/** The audit log: rows written by staff changes (each in the change's own transaction) and the log's reads. */
export const auditLogRepository = {
  async insert(tx: Executor, actor: AuditActor, row: AuditEntry): Promise<void> {
    await tx.query(
      `insert into audit_log (actor_id, actor_email, action, entity_type, entity_id, summary, before, after)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
      [
        actor.id,
        actor.email,
        row.action,
        row.entityType,
        row.entityId,
        row.summary,
        row.before === undefined ? null : JSON.stringify(row.before),
        row.after === undefined ? null : JSON.stringify(row.after),
      ],
    );
  },

  async count(ex: Executor, filters: AuditLogFilters): Promise<number> {
    const { sql, params } = where(filters);
    const [row] = await ex.query<{ n: number }>(`select count(*)::int as n from audit_log a ${sql}`, params);
    return row?.n ?? 0;
  },
  /** Newest first; the indexes of migration 0009 serve the date, actor and entity filters. */
  async page(ex: Executor, filters: AuditLogFilters, limit: number, offset: number): Promise<AuditRow[]> {
    const { sql, params } = where(filters);
    const n = params.length;
    return ex.query<AuditRow>(
      `select a.id, a.actor_id, a.actor_email, a.action, a.entity_type, a.entity_id, a.summary, a.before, a.after,
         a.created_at, u.name as actor_name, pr.role as actor_role, ${ENTITY_LABEL} as entity_label
       from audit_log a left join users u on u.id = a.actor_id left join profiles pr on pr.user_id = a.actor_id
       ${sql} order by a.created_at desc, a.id desc limit $${n + 1} offset $${n + 2}`,
      [...params, limit, offset],
    );
  },
};
