import { z } from 'zod';
import { formatCents } from './money';
import { storeDayTime } from './store-dates';

/**
 * "Report a problem" on a delivered order (PRODUCT.md "Checkout and orders", the Terms' freshness
 * guarantee): per line, once, within REPORT_WINDOW_HOURS of delivery. Staff answer it from the queries
 * inbox with a refund of the line or part of it, store credit as loyalty points, or a redelivery.
 */
export const PROBLEM_KINDS = ['missing', 'damaged', 'wrong_item', 'poor_quality'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];
export const PROBLEM_LABELS: Record<ProblemKind, string> = {
  missing: 'Missing',
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  poor_quality: 'Poor quality',
};

export const RESOLUTIONS = ['refund', 'credit', 'redelivery'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const RESOLUTION_LABELS: Record<Resolution, string> = {
  refund: 'Refund',
  credit: 'Store credit',
  redelivery: 'Redelivery',
};

/** How long after delivery a problem can be reported. */
export const REPORT_WINDOW_HOURS = 48;
/** The Terms' freshness guarantee: perishables reported this soon after delivery are refunded in full. */
export const FRESHNESS_GUARANTEE_HOURS = 24;
/** Top-level categories whose products are perishable (the guarantee's "perishables"). */
export const PERISHABLE_CATEGORY_SLUGS = ['fresh-produce', 'dairy-ghee', 'frozen-foods'] as const;
/** Loyalty points are worth 1 cent each (100 points = $1 at checkout). */
export const CENTS_PER_POINT = 1;
export const MAX_CREDIT_POINTS = 100_000;
export const NOTE_MAX_LENGTH = 1000;

export const REPORT_MESSAGES = {
  notDelivered: 'Problems can be reported only on a delivered order.',
  windowClosed: `Problems can be reported up to ${REPORT_WINDOW_HOURS} hours after delivery; this order was delivered longer ago. Please contact us instead.`,
  alreadyReported: 'A problem with this item has already been reported.',
  unknownLine: 'This item is not part of the order.',
  alreadyResolved: 'This report has already been resolved.',
  refundTooLarge: (paidCents: number) =>
    `The refund cannot be more than the ${formatCents(paidCents)} still paid for this item.`,
  notRefundable: 'This order cannot be refunded through its payment (it is not paid); offer store credit instead.',
} as const;

const HOUR = 3600_000;

/** When reporting closes for an order delivered at `deliveredAt`. */
export const reportDeadline = (deliveredAt: Date | string) =>
  new Date(new Date(deliveredAt).getTime() + REPORT_WINDOW_HOURS * HOUR);

export const canReportAt = (deliveredAt: Date | string, now: Date) =>
  now.getTime() <= reportDeadline(deliveredAt).getTime();

/**
 * What the Terms promise for a report: missing, damaged and wrong items are the shop's mistake and are
 * refunded in full; poor quality of a perishable within 24 hours is the freshness guarantee's full refund;
 * anything else is staff's call (a part refund, store credit or a redelivery).
 */
export function reportPolicy(input: {
  problem: ProblemKind;
  perishable: boolean;
  deliveredAt: Date | string;
  reportedAt: Date | string;
}): { fullRefund: boolean; text: string } {
  const hours = (new Date(input.reportedAt).getTime() - new Date(input.deliveredAt).getTime()) / HOUR;
  if (input.problem !== 'poor_quality')
    return { fullRefund: true, text: 'We refund this item in full, or redeliver it if you prefer.' };
  if (input.perishable && hours <= FRESHNESS_GUARANTEE_HOURS)
    return {
      fullRefund: true,
      text: 'Covered by our 100% freshness guarantee: reported within 24 hours of delivery, so we refund this item in full.',
    };
  if (input.perishable)
    return {
      fullRefund: false,
      text: 'Our freshness guarantee covers reports within 24 hours of delivery; our team will look at this one and offer a part refund, store credit or a redelivery.',
    };
  return {
    fullRefund: false,
    text: 'Our team will look at this report and offer a refund, store credit or a redelivery.',
  };
}

export const problemReportInput = z.object({
  lineId: z.uuid('Choose the item with the problem'),
  problem: z.enum(PROBLEM_KINDS, { error: 'Choose what is wrong with the item' }),
  note: z
    .string({ error: 'Please tell us what happened' })
    .trim()
    .min(5, 'Please tell us what happened (at least 5 characters)')
    .max(NOTE_MAX_LENGTH, `Your note must be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`),
});
export type ProblemReportInput = z.input<typeof problemReportInput>;

export const problemResolutionInput = z.discriminatedUnion('resolution', [
  z.object({
    resolution: z.literal('refund'),
    /** Cents to give back; absent: what is still paid for the whole line. */
    amountCents: z.number().int('Enter an amount in cents').min(1, 'The refund must be at least $0.01').optional(),
    message: z.string().trim().max(NOTE_MAX_LENGTH).optional(),
  }),
  z.object({
    resolution: z.literal('credit'),
    points: z
      .number({ error: 'Enter the points to give' })
      .int('Enter whole points')
      .min(1, 'Give at least 1 point')
      .max(MAX_CREDIT_POINTS, `Give at most ${MAX_CREDIT_POINTS.toLocaleString('en-US')} points`),
    message: z.string().trim().max(NOTE_MAX_LENGTH).optional(),
  }),
  z.object({
    resolution: z.literal('redelivery'),
    message: z
      .string({ error: 'Say when the item will be redelivered' })
      .trim()
      .min(5, 'Say when the item will be redelivered')
      .max(NOTE_MAX_LENGTH),
  }),
]);
export type ProblemResolutionInput = z.input<typeof problemResolutionInput>;

export const problemReportDto = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  lineId: z.string(),
  lineName: z.string(),
  problem: z.enum(PROBLEM_KINDS),
  note: z.string(),
  hasPhoto: z.boolean(),
  status: z.enum(['open', 'resolved']),
  policy: z.object({ fullRefund: z.boolean(), text: z.string() }),
  /** What is still paid for the line (its share of discounts and tax), the most a refund may give back. */
  refundableCents: z.number().int(),
  resolution: z.enum(RESOLUTIONS).nullable(),
  refundCents: z.number().int().nullable(),
  creditPoints: z.number().int().nullable(),
  resolutionNote: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ProblemReportDto = z.infer<typeof problemReportDto>;

/** The order page's view: whether reporting is open, each line and its report. */
export const orderProblemsDto = z.object({
  canReport: z.boolean(),
  /** Why reporting is closed, when it is. */
  closedReason: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  deadline: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      quantity: z.number(),
      lineTotalCents: z.number().int(),
      perishable: z.boolean(),
      weightBased: z.boolean(),
      reported: z.boolean(),
    }),
  ),
  reports: z.array(problemReportDto),
});
export type OrderProblemsDto = z.infer<typeof orderProblemsDto>;

/** The outcome in one sentence, for the order page and the email. */
export function outcomeText(report: Pick<ProblemReportDto, 'resolution' | 'refundCents' | 'creditPoints'>): string {
  switch (report.resolution) {
    case 'refund':
      return `Refunded ${formatCents(report.refundCents ?? 0)}.`;
    case 'credit':
      return `${(report.creditPoints ?? 0).toLocaleString('en-US')} loyalty points added as store credit (${formatCents((report.creditPoints ?? 0) * CENTS_PER_POINT)}).`;
    case 'redelivery':
      return 'We will redeliver this item.';
    default:
      return 'Our team is looking at your report.';
  }
}

export const deadlineText = (deliveredAt: Date | string) => `Report by ${storeDayTime(reportDeadline(deliveredAt))}`;

/**
 * Staff's resolution form: the refund typed in dollars ("4.50") under the API's name (`amountCents`, so the
 * server's field error lands on it), points as typed; `toResolutionInput` turns it into the API's input (cents). The server checks the amount against the line again.
 */
export const resolutionForm = z
  .object({
    resolution: z.enum(RESOLUTIONS, { error: 'Choose how to resolve the report' }),
    amountCents: z.string().trim(),
    points: z.string().trim(),
    message: z
      .string()
      .trim()
      .max(NOTE_MAX_LENGTH, `At most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`),
  })
  .superRefine((v, ctx) => {
    if (v.resolution === 'refund' && !/^\d{1,6}(\.\d{1,2})?$/.test(v.amountCents))
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'Enter an amount in dollars, such as 4.50' });
    else if (v.resolution === 'refund' && Math.round(Number(v.amountCents) * 100) < 1)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'The refund must be at least $0.01' });
    if (
      v.resolution === 'credit' &&
      !(/^\d{1,6}$/.test(v.points) && Number(v.points) >= 1 && Number(v.points) <= MAX_CREDIT_POINTS)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['points'],
        message: `Give between 1 and ${MAX_CREDIT_POINTS.toLocaleString('en-US')} points`,
      });
    if (v.resolution === 'redelivery' && v.message.length < 5)
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'Say when the item will be redelivered' });
  });
export type ResolutionForm = z.input<typeof resolutionForm>;

export function toResolutionInput(form: z.output<typeof resolutionForm>): ProblemResolutionInput {
  const message = form.message || undefined;
  switch (form.resolution) {
    case 'refund':
      return { resolution: 'refund', amountCents: Math.round(Number(form.amountCents) * 100), message };
    case 'credit':
      return { resolution: 'credit', points: Number(form.points), message };
    case 'redelivery':
      return { resolution: 'redelivery', message: form.message };
  }
}

/** "12.34" for 1234 cents: the refund field's starting value. */
export const centsToDollarsText = (cents: number) => (cents / 100).toFixed(2);
