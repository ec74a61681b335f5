import type { AdminPromoListQuery, PromoAdminInput, PromoStatus } from '../../../shared/admin-promos';
import { STORE_TIME_ZONE } from '../../../shared/delivery-slots';
import type { Executor } from '../../db/executor';
import { likePattern, SqlParams } from '../catalog/sql-params';
import type { PromoRow } from './promos-repository';

/** The promo's columns, its start and end as the store's wall clock, its status and its orders' totals. */
export type AdminPromoRow = Pick<
  PromoRow,
  | 'id'
  | 'code'
  | 'description'
  | 'kind'
  | 'percentOff'
  | 'amountOffCents'
  | 'minSubtotalCents'
  | 'usageLimit'
  | 'perUserLimit'
  | 'timesUsed'
  | 'weekday'
  | 'firstOrderOnly'
  | 'minTier'
  | 'isActive'
> & {
  startsAt: string | null;
  endsAt: string | null;
  status: PromoStatus;
  orders: number;
  revenueCents: number;
  discountCents: number;
};

const ZONE = `'${STORE_TIME_ZONE}'`;
/** A timestamptz as the store's wall clock, the way staff typed it. */
const wallClock = (column: string) => `to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD"T"HH24:MI')`;

/** The first state that applies, in the order a shopper would meet it at checkout. */
export const STATUS_SQL = `case
  when not p.is_active then 'inactive'
  when p.ends_at is not null and p.ends_at <= now() then 'expired'
  when p.usage_limit is not null and p.times_used >= p.usage_limit then 'used_up'
  when p.starts_at is not null and p.starts_at > now() then 'scheduled'
  else 'active' end`;

const columns = `p.id, p.code, p.description, p.kind, p.percent_off::float8 as "percentOff",
  p.amount_off_cents as "amountOffCents", p.min_subtotal_cents as "minSubtotalCents",
  ${wallClock('p.starts_at')} as "startsAt", ${wallClock('p.ends_at')} as "endsAt", p.usage_limit as "usageLimit",
  p.per_user_limit as "perUserLimit", p.times_used as "timesUsed", p.weekday, p.first_order_only as "firstOrderOnly",
  p.min_tier as "minTier", p.is_active as "isActive", ${STATUS_SQL} as status,
  coalesce(s.orders, 0) as orders, coalesce(s.revenue_cents, 0) as "revenueCents",
  coalesce(s.discount_cents, 0) as "discountCents"`;

/** Usage per code from the orders themselves: cancelled orders gave their use back, so they do not count. */
const stats = `left join lateral (
  select count(*)::int as orders, sum(o.total_cents - o.refunded_cents)::int as revenue_cents,
         sum(o.discount_cents)::int as discount_cents
  from orders o where o.promo_id = p.id and o.status <> 'cancelled') s on true`;

export const promosAdminRepository = {
  async list(tx: Executor, query: AdminPromoListQuery) {
    const params = new SqlParams();
    const clauses: string[] = [];
    if (query.q) {
      const p = params.add(likePattern(query.q.toUpperCase()));
      clauses.push(`(p.code like ${p} or upper(p.description) like ${p})`);
    }
    if (query.status) clauses.push(`${STATUS_SQL} = ${params.add(query.status)}`);
    const where = clauses.length ? clauses.join(' and ') : 'true';
    const [rows, count] = await Promise.all([
      tx.query<AdminPromoRow>(
        `select ${columns} from promos p ${stats} where ${where}
         order by p.is_active desc, p.created_at desc, p.id
         limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
        params.values,
      ),
      tx.query<{ n: number }>(`select count(*)::int as n from promos p where ${where}`, params.values),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },

  async byId(tx: Executor, id: string, lock = false): Promise<AdminPromoRow | undefined> {
    const rows = await tx.query<AdminPromoRow>(
      `select ${columns} from promos p ${stats} where p.id = $1 ${lock ? 'for update of p' : ''}`,
      [id],
    );
    return rows[0];
  },

  async codeTaken(tx: Executor, code: string, exceptId: string | null) {
    const rows = await tx.query(`select 1 from promos where code = $1 and id is distinct from $2::uuid`, [
      code,
      exceptId,
    ]);
    return rows.length > 0;
  },

  async insert(tx: Executor, input: PromoAdminInput): Promise<string> {
    const [row] = await tx.query<{ id: string }>(
      `insert into promos (code, description, kind, percent_off, amount_off_cents, min_subtotal_cents, starts_at,
         ends_at, usage_limit, per_user_limit, first_order_only, min_tier, is_active)
       values ($1, $2, $3, $4, $5, $6, $7::timestamp at time zone ${ZONE}, $8::timestamp at time zone ${ZONE},
         $9, $10, $11, $12, $13) returning id`,
      values(input),
    );
    return row!.id;
  },

  async update(tx: Executor, id: string, input: PromoAdminInput) {
    await tx.query(
      `update promos set code = $1, description = $2, kind = $3, percent_off = $4, amount_off_cents = $5,
         min_subtotal_cents = $6, starts_at = $7::timestamp at time zone ${ZONE},
         ends_at = $8::timestamp at time zone ${ZONE}, usage_limit = $9, per_user_limit = $10,
         first_order_only = $11, min_tier = $12, is_active = $13, updated_at = now()
       where id = $14`,
      [...values(input), id],
    );
  },

  async setActive(tx: Executor, id: string, active: boolean) {
    await tx.query(`update promos set is_active = $2, updated_at = now() where id = $1`, [id, active]);
  },
};

const values = (input: PromoAdminInput) => [
  input.code,
  input.description,
  input.kind,
  input.percentOff,
  input.amountOffCents,
  input.minSubtotalCents,
  input.startsAt,
  input.endsAt,
  input.usageLimit,
  input.perUserLimit,
  input.firstOrderOnly,
  input.minTier,
  input.isActive,
];
