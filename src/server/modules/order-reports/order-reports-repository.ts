import {
  PERISHABLE_CATEGORY_SLUGS,
  type ProblemKind,
  REPORT_WINDOW_HOURS,
  type Resolution,
} from '../../../shared/order-reports';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type orderItems, orderProblemReports, type orders } from '../../db/schema/index';

/** The order's columns the reports read (the SQL aliases them to the table's names) and its delivery time. */
export type ReportOrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'userId'
  | 'orderNumber'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'subtotalCents'
  | 'discountCents'
  | 'loyaltyDiscountCents'
  | 'taxCents'
  | 'totalCents'
  | 'refundedCents'
> & { deliveredAt: Date | null };

/** A line's columns, and whether its product is sold by weight and its category perishable. */
export type ReportLineRow = Pick<
  typeof orderItems.$inferSelect,
  'id' | 'name' | 'variantName' | 'quantity' | 'lineTotalCents' | 'refundedAt' | 'refundedGoodsCents'
> & { perishable: boolean; weightBased: boolean };

/** A report as stored, its text columns narrowed to what the table's checks allow. */
export type ReportRow = Omit<typeof orderProblemReports.$inferSelect, 'problem' | 'status' | 'resolution'> & {
  problem: ProblemKind;
  status: 'open' | 'resolved';
  resolution: Resolution | null;
};

const ORDER_COLUMNS = `o.id, o.user_id as "userId", o.order_number as "orderNumber", o.status,
  o.payment_status as "paymentStatus", o.payment_method as "paymentMethod", o.contact_name as "contactName",
  o.contact_email as "contactEmail", o.contact_phone as "contactPhone", o.subtotal_cents as "subtotalCents",
  o.discount_cents as "discountCents", o.loyalty_discount_cents as "loyaltyDiscountCents", o.tax_cents as "taxCents",
  o.total_cents as "totalCents", o.refunded_cents as "refundedCents",
  (select max(h.created_at) from order_status_history h where h.order_id = o.id and h.status = 'delivered')
    as "deliveredAt"`;

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
      `select i.id, i.name, i.variant_name as "variantName", i.quantity::float8 as quantity,
         i.line_total_cents as "lineTotalCents", i.refunded_at as "refundedAt",
         i.refunded_goods_cents as "refundedGoodsCents", coalesce(p.is_weight_based, false) as "weightBased",
         coalesce(c.slug = any($2::text[]) or parent.slug = any($2::text[]), false) as perishable
       from order_items i
       left join products p on p.id = i.product_id
       left join categories c on c.id = p.category_id
       left join categories parent on parent.id = c.parent_id
       where i.order_id = $1 order by i.position, i.id`,
      [orderId, [...PERISHABLE_CATEGORY_SLUGS]],
    );
  },

  async reportsOfOrder(ex: Executor, orderId: string): Promise<ReportRow[]> {
    const rows = await ex.db
      .select()
      .from(orderProblemReports)
      .where(eq(orderProblemReports.orderId, orderId))
      .orderBy(asc(orderProblemReports.createdAt), asc(orderProblemReports.id));
    return rows as ReportRow[];
  },

  async find(ex: Executor, id: string, lock = false): Promise<ReportRow | undefined> {
    const query = ex.db.select().from(orderProblemReports).where(eq(orderProblemReports.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row as ReportRow | undefined;
  },

  async findByQuery(ex: Executor, queryId: string): Promise<ReportRow | undefined> {
    const [row] = await ex.db.select().from(orderProblemReports).where(eq(orderProblemReports.queryId, queryId));
    return row as ReportRow | undefined;
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
  ): Promise<Pick<typeof orders.$inferSelect, 'id' | 'orderNumber'> | undefined> {
    const [row] = await tx.query<Pick<typeof orders.$inferSelect, 'id' | 'orderNumber'>>(
      `select o.id, o.order_number as "orderNumber" from orders o
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

  /** What the refund actually sent back (less the value of loyalty points already spent). */
  async setRefundCents(tx: Executor, id: string, cents: number) {
    await tx.query(`update order_problem_reports set refund_cents = $2 where id = $1`, [id, cents]);
  },
};
