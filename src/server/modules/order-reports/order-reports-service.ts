import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '../../../shared/money';
import { canRefund, refundShareCents } from '../../../shared/order-refunds';
import { ORDER_NOT_FOUND_MESSAGE } from '../../../shared/orders';
import {
  canReportAt,
  CENTS_PER_POINT,
  type OrderProblemsDto,
  PROBLEM_LABELS,
  type ProblemReportDto,
  problemReportInput,
  problemResolutionInput,
  REPORT_MESSAGES,
  reportDeadline,
  reportPolicy,
  RESOLUTION_LABELS,
} from '../../../shared/order-reports';
import type { Database } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { AppError, notFound, parseInput } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { removeStoredReportPhoto, storeReportPhoto } from './report-photos';
import type { MediaStore } from '../media/media-store';
import { ordersRepository } from '../orders/orders-repository';
import type { OrdersService } from '../orders/orders-service';
import { inTransaction } from '../../db/executor';
import { inquiryNotificationMessage } from '../inquiries/inquiry-emails';
import { inquiriesRepository } from '../inquiries/inquiries-repository';
import { loyaltyRepository } from '../loyalty/loyalty-repository';
import { problemOutcomeMessage } from './order-report-emails';
import {
  orderReportsRepository as repo,
  type ReportLineRow,
  type ReportOrderRow,
  type ReportRow,
} from './order-reports-repository';

const REPORT_NOT_FOUND = 'This report does not exist.';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * What is still paid for a line: its share of what the shopper paid for goods (discounts and tax
 * spread over the lines), less what refunds already covered, and never more than what is left of the
 * order. Nothing when the order's payment cannot be refunded.
 */
export function lineRefundableCents(order: ReportOrderRow, line: ReportLineRow): number {
  if (!canRefund({ status: order.status, paymentStatus: order.paymentStatus })) return 0;
  if (line.refundedAt) return 0;
  const goodsLeft = Math.max(0, line.lineTotalCents - (line.refundedGoodsCents ?? 0));
  const share = refundShareCents(
    {
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      loyaltyDiscountCents: order.loyaltyDiscountCents,
      taxCents: order.taxCents,
    },
    goodsLeft,
  );
  return Math.max(0, Math.min(share, order.totalCents - order.refundedCents));
}

const lineLabel = (line: ReportLineRow) => `${line.name}${line.variantName ? ` (${line.variantName})` : ''}`;

function toDto(report: ReportRow, order: ReportOrderRow, line: ReportLineRow): ProblemReportDto {
  return {
    id: report.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    lineId: line.id,
    lineName: lineLabel(line),
    problem: report.problem,
    note: report.note,
    hasPhoto: Boolean(report.photoKey),
    status: report.status,
    policy: reportPolicy({
      problem: report.problem,
      perishable: line.perishable,
      deliveredAt: order.deliveredAt ?? report.createdAt,
      reportedAt: report.createdAt,
    }),
    refundableCents: report.status === 'open' ? lineRefundableCents(order, line) : 0,
    resolution: report.resolution,
    refundCents: report.refundCents,
    creditPoints: report.creditPoints,
    resolutionNote: report.resolutionNote,
    createdAt: iso(report.createdAt),
    resolvedAt: report.resolvedAt ? iso(report.resolvedAt) : null,
  };
}

export interface OrderReportsDeps {
  database: Database;
  mailer: Mailer;
  orders: OrdersService;
  store: MediaStore;
  shopInboxEmail: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** "Report a problem" on a delivered order, and staff's answer to it from the queries inbox. */
export function createOrderReportsService(deps: OrderReportsDeps) {
  const { database, mailer, log } = deps;

  async function reportDto(reportId: string): Promise<ProblemReportDto> {
    const report = await repo.find(database, reportId);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    const order = (await repo.order(database, report.orderId, null))!;
    const line = (await repo.lines(database, order.id)).find((l) => l.id === report.orderItemId)!;
    return toDto(report, order, line);
  }

  async function mail(message: Parameters<Mailer['send']>[0]) {
    await mailer.send(message).catch((error: unknown) => log.error({ err: error, kind: message.kind }, 'email failed'));
  }

  return {
    /** The shopper's latest delivered order with a line that can still be reported (the chat offers it). */
    latestReportable: (userId: string, now: Date) => repo.latestReportable(database, userId, now),

    /** The order page's part: whether the shopper may still report, each line, and the reports so far. */
    async problems(orderId: string, userId: string, now: Date): Promise<OrderProblemsDto> {
      const order = await repo.order(database, orderId, userId);
      if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      const lines = await repo.lines(database, orderId);
      const reports = await repo.reportsOfOrder(database, orderId);
      const delivered = order.status === 'delivered' && order.deliveredAt;
      const open = Boolean(delivered && canReportAt(order.deliveredAt!, now));
      const reported = new Set(reports.map((r) => r.orderItemId));
      return {
        canReport: open && lines.some((l) => !reported.has(l.id)),
        closedReason: !delivered ? REPORT_MESSAGES.notDelivered : !open ? REPORT_MESSAGES.windowClosed : null,
        deliveredAt: order.deliveredAt ? iso(order.deliveredAt) : null,
        deadline: order.deliveredAt ? iso(reportDeadline(order.deliveredAt)) : null,
        lines: lines.map((l) => ({
          id: l.id,
          name: lineLabel(l),
          quantity: l.quantity,
          lineTotalCents: l.lineTotalCents,
          perishable: l.perishable,
          weightBased: l.weightBased,
          reported: reported.has(l.id),
        })),
        reports: reports.map((r) =>
          toDto(
            r,
            order,
            lines.find((l) => l.id === r.orderItemId)!,
          ),
        ),
      };
    },

    /**
     * Stores a report and its inbox query in one transaction, the order row locked so two reports of
     * one line at once are decided one after the other. The photo is stored first and removed again
     * when the report is refused, so a refusal changes nothing.
     */
    async report(
      orderId: string,
      user: { id: string },
      raw: unknown,
      photo: Buffer | null,
      now: Date,
      senderIp: string,
    ): Promise<ProblemReportDto> {
      let reportId: string;
      let forEmail: { order: ReportOrderRow; line: ReportLineRow; queryId: string; note: string; problem: string };
      const input = parseInput(problemReportInput, raw);
      const photoKey = photo ? await storeReportPhoto(photo, deps.store) : null;
      try {
        ({ reportId, forEmail } = await inTransaction(database, async (tx) => {
          const order = await repo.order(tx, orderId, user.id, true);
          if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
          if (order.status !== 'delivered' || !order.deliveredAt)
            throw new AppError('NOT_DELIVERED', REPORT_MESSAGES.notDelivered);
          if (!canReportAt(order.deliveredAt, now))
            throw new AppError('REPORT_WINDOW_CLOSED', REPORT_MESSAGES.windowClosed);
          const line = (await repo.lines(tx, orderId)).find((l) => l.id === input.lineId);
          if (!line)
            throw new AppError('UNKNOWN_LINE', REPORT_MESSAGES.unknownLine, {
              lineId: REPORT_MESSAGES.unknownLine,
            });
          if ((await repo.reportsOfOrder(tx, orderId)).some((r) => r.orderItemId === line.id))
            throw new AppError('ALREADY_REPORTED', REPORT_MESSAGES.alreadyReported, {
              lineId: REPORT_MESSAGES.alreadyReported,
            });
          const problem = PROBLEM_LABELS[input.problem];
          const queryId = await inquiriesRepository.insert(tx, {
            kind: 'order_problem',
            name: order.contactName,
            email: order.contactEmail,
            phone: order.contactPhone || null,
            subject: `${problem}: ${lineLabel(line)} (order ${order.orderNumber})`,
            message: input.note,
            details: {
              orderId,
              orderNumber: order.orderNumber,
              lineId: line.id,
              lineName: lineLabel(line),
              problem: input.problem,
              problemLabel: problem,
            },
            senderIp,
          });
          const id = await repo.insert(tx, {
            orderId,
            lineId: line.id,
            userId: user.id,
            queryId,
            problem: input.problem,
            note: input.note,
            photoKey,
          });
          return { reportId: id, forEmail: { order, line, queryId, note: input.note, problem } };
        }));
      } catch (error) {
        if (photoKey) await removeStoredReportPhoto(deps.store, photoKey);
        throw error;
      }
      await mail(
        inquiryNotificationMessage(
          deps.shopInboxEmail,
          {
            kind: 'order_problem',
            name: forEmail.order.contactName,
            email: forEmail.order.contactEmail,
            phone: forEmail.order.contactPhone || null,
            subject: `${forEmail.problem}: ${lineLabel(forEmail.line)} (order ${forEmail.order.orderNumber})`,
            message: forEmail.note,
            details: [
              { label: 'Order', value: forEmail.order.orderNumber },
              { label: 'Item', value: lineLabel(forEmail.line) },
              { label: 'Problem', value: forEmail.problem },
            ],
          },
          `${deps.publicUrl}/admin/queries/${forEmail.queryId}`,
        ),
      );
      return reportDto(reportId);
    },

    /** A report's photo key, for its own shopper (userId) or for staff (null). */
    async photoKey(reportId: string, userId: string | null): Promise<string> {
      const report = await repo.find(database, reportId);
      if (!report || !report.photoKey || (userId && report.userId !== userId)) throw notFound('No photo');
      return report.photoKey;
    },

    /** Staff: the report behind an inbox query. */
    async forQuery(queryId: string): Promise<ProblemReportDto> {
      const report = await repo.findByQuery(database, queryId);
      if (!report) throw notFound(REPORT_NOT_FOUND);
      return reportDto(report.id);
    },

    /**
     * Staff resolve a report. The report is claimed first (locked, checked open, marked resolved) in
     * its own transaction, so two staff answering at once give one outcome; a refund then goes through
     * the order's refund (its own transaction, the order row locked, never above what was paid) and a
     * failed refund puts the report back to open. Credit and redelivery are written with the claim.
     */
    async resolve(reportId: string, raw: unknown, actor: AuditActor): Promise<ProblemReportDto> {
      const input = parseInput(problemResolutionInput, raw);
      const claimed = await inTransaction(database, async (tx) => {
        const report = await repo.find(tx, reportId, true);
        if (!report) throw notFound(REPORT_NOT_FOUND);
        if (report.status !== 'open') throw new AppError('ALREADY_RESOLVED', REPORT_MESSAGES.alreadyResolved);
        const order = (await repo.order(tx, report.orderId, null))!;
        const line = (await repo.lines(tx, order.id)).find((l) => l.id === report.orderItemId)!;
        let refundCents: number | null = null;
        let creditPoints: number | null = null;
        if (input.resolution === 'refund') {
          const refundable = lineRefundableCents(order, line);
          if (refundable <= 0) throw new AppError('NOT_REFUNDABLE', REPORT_MESSAGES.notRefundable);
          refundCents = input.amountCents ?? refundable;
          if (refundCents > refundable)
            throw new AppError('REFUND_TOO_LARGE', REPORT_MESSAGES.refundTooLarge(refundable), {
              amountCents: REPORT_MESSAGES.refundTooLarge(refundable),
            });
        }
        if (input.resolution === 'credit') {
          creditPoints = input.points;
          await loyaltyRepository.addCredit(tx, order.userId, order.id, input.points);
        }
        const note = input.message || null;
        await repo.resolve(tx, reportId, {
          resolution: input.resolution,
          refundCents,
          creditPoints,
          note,
          by: actor.id,
        });
        if (report.queryId) {
          await inquiriesRepository.setStatus(tx, report.queryId, 'answered');
          await inquiriesRepository.addToThread(tx, {
            queryId: report.queryId,
            kind: 'reply',
            authorId: actor.id,
            authorEmail: actor.email,
            body: [
              `${RESOLUTION_LABELS[input.resolution]}: ${
                refundCents !== null
                  ? formatCents(refundCents)
                  : creditPoints !== null
                    ? `${creditPoints} points (${formatCents(creditPoints * CENTS_PER_POINT)})`
                    : 'the item will be redelivered'
              }`,
              note,
            ]
              .filter(Boolean)
              .join('\n'),
          });
        }
        await recordAudit(tx, actor, {
          action: 'order.problem_resolved',
          entityType: 'order',
          entityId: order.id,
          summary: `${order.orderNumber}: ${PROBLEM_LABELS[report.problem].toLowerCase()} ${lineLabel(line)}, ${RESOLUTION_LABELS[input.resolution].toLowerCase()}${refundCents !== null ? ` ${formatCents(refundCents)}` : creditPoints !== null ? ` ${creditPoints} points` : ''}`,
          after: { reportId, resolution: input.resolution, refundCents, creditPoints },
        });
        return { report, order, line, refundCents, whole: refundCents === lineRefundableCents(order, line) };
      });

      if (claimed.refundCents !== null) {
        const reason = `Reported problem: ${PROBLEM_LABELS[claimed.report.problem].toLowerCase()} (${lineLabel(claimed.line)})`;
        try {
          // The whole line: all that is left of it, counted against the line. Part of it: an amount with
          // its reason (a part of one unit cannot be a quantity), which the order's refund keeps within
          // what is left of the order while the claim above kept it within the line.
          await deps.orders.refund(
            claimed.order.id,
            claimed.whole ? { lineIds: [claimed.line.id], reason } : { amountCents: claimed.refundCents, reason },
            actor,
          );
        } catch (error) {
          await inTransaction(database, async (tx) => {
            await repo.reopen(tx, reportId);
            const queryId = claimed.report.queryId;
            if (queryId) {
              await inquiriesRepository.setStatus(tx, queryId, 'in_progress');
              await inquiriesRepository.removeLatestReply(tx, queryId);
            }
          });
          throw error;
        }
        // Points already spent can be kept from a refund (loyalty-clawback.ts): show what went back.
        const sent = await ordersRepository.latestRefundFor(database, claimed.order.id, reason);
        if (sent !== undefined && sent !== claimed.refundCents) await repo.setRefundCents(database, reportId, sent);
      }
      const dto = await reportDto(reportId);
      await deps.orders.announce(claimed.order.id);
      await mail(problemOutcomeMessage(claimed.order, dto, deps.publicUrl));
      return dto;
    },
  };
}

export type OrderReportsService = ReturnType<typeof createOrderReportsService>;
