import type { InquiryKind, InquiryStatus } from '../../../shared/inquiries';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type customerQueries, customerQueryMessages } from '../../db/schema/index';

export interface NewInquiry {
  kind: InquiryKind;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  details: Record<string, unknown>;
  senderIp: string;
}

/** The table's columns (kind and status narrowed to what is written) and the assignee's email. */
export type InquiryRow = Pick<
  typeof customerQueries.$inferSelect,
  'id' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'assigneeId' | 'createdAt'
> & {
  kind: InquiryKind;
  status: InquiryStatus;
  details: Record<string, unknown>;
  assigneeEmail: string | null;
};

export type ThreadRow = Pick<typeof customerQueryMessages.$inferSelect, 'id' | 'authorEmail' | 'body' | 'createdAt'> & {
  /** Free text in the table; only these two are written. */
  kind: 'reply' | 'note';
};

export interface ListFilters {
  status?: InquiryStatus;
  kind?: InquiryKind;
  /** A staff id, or 'none' for unassigned. */
  assigneeId?: string;
  q?: string;
  limit: number;
  offset: number;
}

const SELECT = `select q.id, q.kind, q.status, q.name, q.email, q.phone, q.subject, q.message, q.details,
  q.assignee_id as "assigneeId", u.email as "assigneeEmail", q.created_at as "createdAt"
  from customer_queries q left join users u on u.id = q.assignee_id`;

/** `%`, `_` and `\` typed in the search box are looked for literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const inquiriesRepository = {
  /**
   * Messages from this network address or this email address in the window, counted under a lock on
   * the address so that five requests arriving together cannot all see four.
   */
  async recentCount(tx: Executor, senderIp: string, email: string, windowSeconds: number): Promise<number> {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`customer-query:${senderIp}`]);
    const [row] = await tx.query<{ n: number }>(
      `select count(*)::int as n from customer_queries
       where (sender_ip = $1 or email = $2) and created_at > now() - make_interval(secs => $3)`,
      [senderIp, email, windowSeconds],
    );
    return row?.n ?? 0;
  },

  async insert(tx: Executor, query: NewInquiry): Promise<string> {
    const [row] = await tx.query<{ id: string }>(
      `insert into customer_queries (kind, name, email, phone, subject, message, details, sender_ip)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) returning id`,
      [
        query.kind,
        query.name,
        query.email,
        query.phone,
        query.subject,
        query.message,
        JSON.stringify(query.details),
        query.senderIp,
      ],
    );
    return row!.id;
  },

  async list(ex: Executor, filters: ListFilters): Promise<{ rows: InquiryRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filters.status) add((p) => `q.status = ${p}`, filters.status);
    if (filters.kind) add((p) => `q.kind = ${p}`, filters.kind);
    if (filters.assigneeId === 'none') where.push('q.assignee_id is null');
    else if (filters.assigneeId) add((p) => `q.assignee_id = ${p}::uuid`, filters.assigneeId);
    if (filters.q)
      add(
        (p) => `(q.name ilike ${p} or q.email ilike ${p} or q.subject ilike ${p} or q.message ilike ${p})`,
        likePattern(filters.q),
      );
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const [count] = await ex.query<{ n: number }>(
      `select count(*)::int as n from customer_queries q ${whereSql}`,
      params,
    );
    const rows = await ex.query<InquiryRow>(
      `${SELECT} ${whereSql} order by q.created_at desc, q.id desc limit ${filters.limit} offset ${filters.offset}`,
      params,
    );
    return { rows, total: count?.n ?? 0 };
  },

  async newCount(ex: Executor): Promise<number> {
    const [row] = await ex.query<{ n: number }>(`select count(*)::int as n from customer_queries where status = 'new'`);
    return row?.n ?? 0;
  },

  async find(tx: Executor, id: string, forUpdate = false): Promise<InquiryRow | undefined> {
    const [row] = await tx.query<InquiryRow>(`${SELECT} where q.id = $1${forUpdate ? ' for update of q' : ''}`, [id]);
    return row;
  },

  async thread(ex: Executor, id: string): Promise<ThreadRow[]> {
    const rows = await ex.db
      .select({
        id: customerQueryMessages.id,
        kind: customerQueryMessages.kind,
        authorEmail: customerQueryMessages.authorEmail,
        body: customerQueryMessages.body,
        createdAt: customerQueryMessages.createdAt,
      })
      .from(customerQueryMessages)
      .where(eq(customerQueryMessages.queryId, id))
      .orderBy(customerQueryMessages.createdAt, customerQueryMessages.id);
    return rows as ThreadRow[];
  },

  async update(tx: Executor, id: string, change: { status: InquiryStatus; assigneeId: string | null }) {
    await tx.query(`update customer_queries set status = $2, assignee_id = $3, updated_at = now() where id = $1`, [
      id,
      change.status,
      change.assigneeId,
    ]);
  },

  /** The thread's status alone: another area's work answered it (a resolved order report) or took that back. */
  async setStatus(tx: Executor, id: string, status: InquiryStatus) {
    await tx.query(`update customer_queries set status = $2, updated_at = now() where id = $1`, [id, status]);
  },

  /** Takes the thread's latest reply back, when what it told the sender did not happen (a failed refund). */
  async removeLatestReply(tx: Executor, id: string) {
    await tx.query(
      `delete from customer_query_messages where id = (select id from customer_query_messages
         where query_id = $1 and kind = 'reply' order by created_at desc, id desc limit 1)`,
      [id],
    );
  },

  async addToThread(
    tx: Executor,
    entry: { queryId: string; kind: 'reply' | 'note'; authorId: string; authorEmail: string; body: string },
  ) {
    await tx.query(
      `insert into customer_query_messages (query_id, kind, author_id, author_email, body) values ($1, $2, $3, $4, $5)`,
      [entry.queryId, entry.kind, entry.authorId, entry.authorEmail, entry.body],
    );
  },

  async isStaff(tx: Executor, userId: string): Promise<boolean> {
    const rows = await tx.query(`select 1 from profiles where user_id = $1 and role is not null`, [userId]);
    return rows.length > 0;
  },
};
