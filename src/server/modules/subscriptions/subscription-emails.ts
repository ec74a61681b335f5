import { windowLabel } from '../../../shared/delivery-slots';
import { longCalendarDay } from '../../../shared/store-dates';
import { formatCents } from '../../../shared/money';
import { scheduleLabel } from '../../../shared/subscription-schedule';
import type { EmailMessage } from '../../email/mailer';
import { compose } from '../../email/templates';
import type { SubscriptionRow } from './subscriptions-repository';

/**
 * The emails of Subscribe & Save: every change the shopper (or staff for them) makes, and what the
 * scheduler did with a delivery when it was not an ordinary order (an ordinary one gets the order's
 * own confirmation, with a note when prices changed).
 */
export type SubscriptionChange = 'created' | 'updated' | 'skipped' | 'paused' | 'resumed' | 'cancelled';

const manageUrl = (publicUrl: string) => new URL('/account/subscription', publicUrl).href;
const greeting = (s: SubscriptionRow) => `Hello ${s.contactName.trim() || 'there'},`;
const nextLine = (s: SubscriptionRow) =>
  `Next delivery: ${longCalendarDay(s.nextDeliveryDate)}, ${windowLabel(s.windowStart)} (${scheduleLabel(s.frequency, s.nextDeliveryDate, s.anchorDay)}).`;

const CHANGE_TEXT: Record<
  SubscriptionChange,
  { subject: string; line: (s: SubscriptionRow, extra?: string) => string }
> = {
  created: {
    subject: 'Your Subscribe & Save box is set up',
    line: () =>
      'Thank you for subscribing. We make each order two days before its delivery day, at that day’s prices, and email you when we do.',
  },
  updated: { subject: 'Your subscription was updated', line: () => 'Your Subscribe & Save box was changed.' },
  skipped: {
    subject: 'Your next delivery is skipped',
    line: (_s, extra) =>
      `We will not deliver your box on ${extra ? longCalendarDay(extra) : 'that day'}. Nothing is charged for that week.`,
  },
  paused: {
    subject: 'Your subscription is paused',
    line: (s) =>
      s.pausedUntil
        ? `Your box is paused. It starts again by itself on ${longCalendarDay(s.pausedUntil)}.`
        : 'Your box is paused until you resume it from your account.',
  },
  resumed: { subject: 'Your subscription is active again', line: () => 'Your Subscribe & Save box is active again.' },
  cancelled: {
    subject: 'Your subscription is cancelled',
    line: () =>
      'Your Subscribe & Save box is cancelled. No further orders will be made. Orders already made stay as they are.',
  },
};

export function subscriptionChangeMessage(
  s: SubscriptionRow,
  change: SubscriptionChange,
  publicUrl: string,
  options: { extra?: string; byStaff?: boolean } = {},
): EmailMessage {
  const text = CHANGE_TEXT[change];
  const lines = [greeting(s), text.line(s, options.extra)];
  if (options.byStaff) lines.push('This change was made for you by our customer care team.');
  if (s.status === 'active') lines.push(nextLine(s));
  return compose(s.contactEmail, `subscription-${change}`, text.subject, lines, {
    label: 'Manage your subscription',
    url: manageUrl(publicUrl),
  });
}

/** A delivery that could not be ordered: why, and that the box carries on. */
export function subscriptionFailedMessage(
  s: SubscriptionRow,
  deliveryDate: string,
  reason: string,
  publicUrl: string,
): EmailMessage {
  return compose(
    s.contactEmail,
    'subscription-failed',
    `We could not prepare your box for ${longCalendarDay(deliveryDate)}`,
    [
      greeting(s),
      `We could not make the order for your Subscribe & Save delivery on ${longCalendarDay(deliveryDate)}: ${reason}`,
      'Nothing was charged for it. Your subscription carries on as usual.',
      nextLine(s),
    ],
    { label: 'Manage your subscription', url: manageUrl(publicUrl) },
  );
}

export interface OrderNotes {
  priceChanges: { name: string; previousCents: number; currentCents: number }[];
  substituted: { from: string; to: string }[];
  leftOut: string[];
}

/** Sent with a subscription's order when anything differs from the box as the shopper last saw it. */
export function subscriptionOrderNotesMessage(
  s: SubscriptionRow,
  orderNumber: string,
  notes: OrderNotes,
  publicUrl: string,
): EmailMessage | null {
  const lines = [
    ...notes.priceChanges.map(
      (c) => `${c.name}: ${formatCents(c.previousCents)} before, ${formatCents(c.currentCents)} now.`,
    ),
    ...notes.substituted.map((c) => `${c.from} was out of stock, so we picked ${c.to} (your "best match" choice).`),
    ...notes.leftOut.map((name) => `${name} was out of stock and is not in this order (nothing is charged for it).`),
  ];
  if (!lines.length) return null;
  return compose(
    s.contactEmail,
    'subscription-order-notes',
    `About your subscription order ${orderNumber}`,
    [
      greeting(s),
      `Your order ${orderNumber} is made from your Subscribe & Save box, with today’s prices. A few things differ from what you last saw:`,
      ...lines,
    ],
    { label: 'Manage your subscription', url: manageUrl(publicUrl) },
  );
}
