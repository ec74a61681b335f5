import { outcomeText, PROBLEM_LABELS, type ProblemReportDto } from '../../../shared/order-reports';
import type { EmailMessage } from '../../email/mailer';
import { compose } from '../../email/templates';
import { headerSafe } from '../inquiries/inquiry-emails';
import type { ReportOrderRow } from './order-reports-repository';

/** The shopper's answer to a reported problem: the outcome, staff's words, and a link to the order. */
export function problemOutcomeMessage(
  order: Pick<ReportOrderRow, 'id' | 'orderNumber' | 'contactName' | 'contactEmail' | 'paymentMethod'>,
  report: ProblemReportDto,
  publicUrl: string,
): EmailMessage {
  const outcome =
    report.resolution === 'refund'
      ? outcomeText(report).replace(
          /\.$/,
          order.paymentMethod === 'cod' ? ' in cash by our store.' : ' to your original payment method.',
        )
      : outcomeText(report);
  return compose(
    order.contactEmail,
    'order-problem-resolved',
    headerSafe(`Order ${order.orderNumber}: your report about ${report.lineName}`),
    [
      `Hello ${order.contactName.trim() || 'there'},`,
      `You reported a problem with ${report.lineName} (${PROBLEM_LABELS[report.problem].toLowerCase()}). ${outcome}`,
      ...(report.resolutionNote ? report.resolutionNote.split(/\r?\n/).filter((l) => l.trim()) : []),
      report.resolution === 'refund' && order.paymentMethod !== 'cod'
        ? 'It can take a few days to show on your statement.'
        : '',
    ].filter(Boolean),
    { label: 'See your order', url: `${publicUrl}/account/orders/${order.id}` },
  );
}
