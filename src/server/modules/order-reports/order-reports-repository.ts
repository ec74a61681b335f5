import {
  PERISHABLE_CATEGORY_SLUGS,
  type ProblemKind,
  REPORT_WINDOW_HOURS,
  type Resolution,
} from '../../../shared/order-reports';
import type { Executor } from '../../db/executor';

export interface ReportOrderRow {
  id: string;
  user_id: string;
  order_number: string;
  status: string;
  payment_status: string;
  payment_method: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  subtotal_cents: number;
  discount_cents: number;
  loyalty_discount_cents: number;
  tax_cents: number;
  total_cents: number;
  refunded_cents: number;
  delivered_at: Date | string | null;
}

export interface ReportLineRow {
  id: string;
  name: string;
  variant_name: string | null;
  quantity: number;
  line_total_cents: number;
  refunded_at: Date | string | null;
  refunded_goods_cents: number;
  perishable: boolean;
  weight_based: boolean;
}

export interface ReportRow {
  id: string;
  order_id: string;
  order_item_id: string;
  user_id: string;
  query_id: string | null;
  problem: ProblemKind;
  note: string;
  photo_key: string | null;
  status: 'open' | 'resolved';
  resolution: Resolution | null;
  refund_cents: number | null;
  credit_points: number | null;
  resolution_note: string | null;
  created_at: Date | string;
  resolved_at: Date | string | null;
}

const ORDER_COLUMNS = `o.id, o.user_id, o.order_number, o.status, o.payment_status, o.payment_method, o.contact_name,
  o.contact_email, o.contact_phone, o.subtotal_cents, o.discount_cents, o.loyalty_discount_cents, o.tax_cents,
  o.total_cents, o.refunded_cents,
  (select max(h.created_at) from order_status_history h where h.order_id = o.id and h.status = 'delivered') as delivered_at`;

/** The reports' SQL; every function takes the transaction (or the database's query) first. */
export const orderReportsRepository = {
  /** The order, only when it is `userId`'s (null: anyone's, for staff); locked when asked. */
  async order(tx: Executor, orderId: string, userId: string | null, lock = false): Promise<ReportOrderRow | undefined> {
    const [row] = await tx.query<ReportOrderRow>(
      `select ${ORDER_COLUMNS} from orders o where o.id = $1 and ($2::uuid is null or o.user_id = $2::uuid)
       ${lock ? 'for update of o' : ''}`,
      [orderId, userId],
    );
    return row;
  },

  /** The order's lines; perishable when the product's category, or its parent, is a perishable one. */
  async lines(tx: Executor, orderId: string): Promise<ReportLineRow[]> {
    return tx.query<ReportLineRow>(
      `select i.id, i.name, i.variant_name, i.quantity::float8 as quantity, i.line_total_cents, i.refunded_at,
         i.refunded_goods_cents, coalesce(p.is_weight_based, false) as weight_based,
         coalesce(c.slug = any($2::text[]) or parent.slug = any($2::text[]), false) as perishable
       from order_items i
       left join products p on p.id = i.product_id
       left join categories c on c.id = p.category_id
       left join categories parent on parent.id = c.parent_id
       where i.order_id = $1 order by i.position, i.id`,
      [orderId, [...PERISHABLE_CATEGORY_SLUGS]],
    );
  },

  async reportsOfOrder(tx: Executor, orderId: string): Promise<ReportRow[]> {
    return tx.query<ReportRow>(`select * from order_problem_reports where order_id = $1 order by created_at, id`, [
      orderId,
    ]);
  },

  async find(tx: Executor, id: string, lock = false): Promise<ReportRow | undefined> {
    const [row] = await tx.query<ReportRow>(
      `select * from order_problem_reports where id = $1 ${lock ? 'for update' : ''}`,
      [id],
    );
    return row;
  },

  async findByQuery(tx: Executor, queryId: string): Promise<ReportRow | undefined> {
    const [row] = await tx.query<ReportRow>(`select * from order_problem_reports where query_id = $1`, [queryId]);
    return row;
  },

  async insert(
    tx: Executor,
    report: {
      orderId: string;
      lineId: string;
      userId: string;
      queryId: string;
      problem: ProblemKind;
      note: string;
      photoKey: string | null;
    },
  ): Promise<string> {
    const [row] = await tx.query<{ id: string }>(
      `insert into order_problem_reports (order_id, order_item_id, user_id, query_id, problem, note, photo_key)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [report.orderId, report.lineId, report.userId, report.queryId, report.problem, report.note, report.photoKey],
    );
    return row!.id;
  },

  async resolve(
    tx: Executor,
    id: string,
    outcome: {
      resolution: Resolution;
      refundCents: number | null;
      creditPoints: number | null;
      note: string | null;
      by: string;
    },
  ) {
    await tx.query(
      `update order_problem_reports set status = 'resolved', resolution = $2, refund_cents = $3, credit_points = $4,
         resolution_note = $5, resolved_by = $6, resolved_at = now(), updated_at = now() where id = $1`,
      [id, outcome.resolution, outcome.refundCents, outcome.creditPoints, outcome.note, outcome.by],
    );
  },

  /** Puts a claimed report back when its refund failed, so staff can try again. */
  async reopen(tx: Executor, id: string) {
    await tx.query(
      `update order_problem_reports set status = 'open', resolution = null, refund_cents = null, credit_points = null,
         resolution_note = null, resolved_by = null, resolved_at = null, updated_at = now() where id = $1`,
      [id],
    );
  },

  /**
   * The shopper's most recently delivered order that can still be reported (delivered at most
   * REPORT_WINDOW_HOURS before `now`, with a line not yet reported), for the chat's offer.
   */
  async latestReportable(
    tx: Executor,
    userId: string,
    now: Date,
  ): Promise<{ id: string; order_number: string } | undefined> {
    const [row] = await tx.query<{ id: string; order_number: string }>(
      `select o.id, o.order_number from orders o
       join lateral (select max(h.created_at) as at from order_status_history h
                     where h.order_id = o.id and h.status = 'delivered') d on true
       where o.user_id = $1 and o.status = 'delivered'
         and d.at between $2::timestamptz - make_interval(hours => $3) and $2::timestamptz
         and exists (select 1 from order_items i where i.order_id = o.id
                     and not exists (select 1 from order_problem_reports r where r.order_item_id = i.id))
       order by d.at desc limit 1`,
      [userId, now.toISOString(), REPORT_WINDOW_HOURS],
    );
    return row;
  },

  /** Store credit: loyalty points added to the balance (not to the lifetime that sets the tier). */
  async addCreditPoints(tx: Executor, userId: string, orderId: string, points: number) {
    await tx.query(
      `insert into user_loyalty_points (user_id, total_points, lifetime_points, tier_level) values ($1, $2, 0, 'bronze')
       on conflict (user_id) do update set total_points = user_loyalty_points.total_points + $2, updated_at = now()`,
      [userId, points],
    );
    await tx.query(`insert into loyalty_ledger (user_id, order_id, points, reason) values ($1, $2, $3, 'credit')`, [
      userId,
      orderId,
      points,
    ]);
  },

  /** The report's inbox thread is answered (staff resolved the report). */
  async markInboxAnswered(tx: Executor, queryId: string) {
    await tx.query(`update customer_queries set status = 'answered', updated_at = now() where id = $1`, [queryId]);
  },

  /** Takes the latest answer back (its refund failed): the thread is in progress again. */
  async withdrawInboxAnswer(tx: Executor, queryId: string) {
    await tx.query(`update customer_queries set status = 'in_progress', updated_at = now() where id = $1`, [queryId]);
    await tx.query(
      `delete from customer_query_messages where id = (select id from customer_query_messages
         where query_id = $1 and kind = 'reply' order by created_at desc, id desc limit 1)`,
      [queryId],
    );
  },

  /** What the refund actually sent back (less the value of loyalty points already spent). */
  async setRefundCents(tx: Executor, id: string, cents: number) {
    await tx.query(`update order_problem_reports set refund_cents = $2 where id = $1`, [id, cents]);
  },
};
