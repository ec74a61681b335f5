import { outcomeText, PROBLEM_LABELS, type ProblemReportDto } from '../../../shared/order-reports';
import type { EmailMessage } from '../../email/mailer';
import { compose } from '../../email/templates';
import { headerSafe } from '../inquiries/inquiry-emails';

/** The shopper's answer to a reported problem: the outcome, staff's words, and a link to the order. */
export function problemOutcomeMessage(
  order: { id: string; order_number: string; contact_name: string; contact_email: string; payment_method: string },
  report: ProblemReportDto,
  publicUrl: string,
): EmailMessage {
  const outcome =
    report.resolution === 'refund'
      ? outcomeText(report).replace(
          /\.$/,
          order.payment_method === 'cod' ? ' in cash by our store.' : ' to your original payment method.',
        )
      : outcomeText(report);
  return compose(
    order.contact_email,
    'order-problem-resolved',
    headerSafe(`Order ${order.order_number}: your report about ${report.lineName}`),
    [
      `Hello ${order.contact_name.trim() || 'there'},`,
      `You reported a problem with ${report.lineName} (${PROBLEM_LABELS[report.problem].toLowerCase()}). ${outcome}`,
      ...(report.resolutionNote ? report.resolutionNote.split(/\r?\n/).filter((l) => l.trim()) : []),
      report.resolution === 'refund' && order.payment_method !== 'cod'
        ? 'It can take a few days to show on your statement.'
        : '',
    ].filter(Boolean),
    { label: 'See your order', url: `${publicUrl}/account/orders/${order.id}` },
  );
}
