import { Link } from 'react-router';
import { longCalendarDay } from '../../../../shared/store-dates';
import { windowLabel } from '../../../../shared/delivery-slots';
import { formatCents } from '../../../../shared/money';
import { subscribeAndSaveLabel } from '../../../../shared/subscribe-and-save';
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionDto } from '../../../../shared/subscriptions';
import { Badge } from '../../../components/ui/badge';
import { SubscriptionActions } from './subscription-actions';
import { lineQuantityText } from '../../../../shared/line-quantity';

const STATUS_VARIANT = { active: 'success', paused: 'warning', cancelled: 'neutral' } as const;
const OUTCOME = { ordered: 'Ordered', skipped: 'Skipped', failed: 'Not delivered' } as const;

/** One box on /account/subscription: when it comes next, what it costs today, its recent deliveries. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "Visa", for a card saved through Stripe (which names its brand); just "Card" otherwise. */
const cardName = (brand: string | null) => (brand ? (BRANDS[brand] ?? 'Card') : 'Card');

export function SubscriptionCard({ sub }: { sub: SubscriptionDto }) {
  const headingId = `sub-${sub.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {sub.schedule}
        </h2>
        <Badge variant={STATUS_VARIANT[sub.status]}>{SUBSCRIPTION_STATUS_LABELS[sub.status]}</Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {sub.status === 'active' ? (
          <>
            <div>
              <dt className="text-muted">Next delivery</dt>
              <dd className="font-semibold">
                {longCalendarDay(sub.nextDeliveryDate)}, {windowLabel(sub.windowStart)}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Order made on</dt>
              <dd>{longCalendarDay(sub.nextOrderDate)}</dd>
            </div>
          </>
        ) : sub.status === 'paused' ? (
          <div>
            <dt className="text-muted">Paused</dt>
            <dd className="font-semibold">
              {sub.pausedUntil ? `Until ${longCalendarDay(sub.pausedUntil)}` : 'Until you resume it'}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">Estimated per delivery</dt>
          <dd className="font-semibold">
            {formatCents(sub.estimate.totals.totalCents)}
            {sub.estimate.totals.discountCents ? (
              <span className="block text-xs font-normal text-brand-800">
                after {subscribeAndSaveLabel(sub.estimate.discountPercent)} (−
                {formatCents(sub.estimate.totals.discountCents)})
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Deliver to</dt>
          <dd>
            {sub.address.street}, {sub.address.city} {sub.address.zipCode}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Payment</dt>
          <dd>
            {sub.paymentMethod === 'cod' ? 'Cash on delivery' : `${cardName(sub.cardBrand)} ending ${sub.cardLast4}`}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">
        {sub.estimate.lines.map((l) => lineQuantityText({ ...l, weightBased: l.isWeightBased })).join(' · ')}
      </p>
      {sub.estimate.problems.length && sub.status !== 'cancelled' ? (
        <ul className="mt-3 space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {sub.estimate.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4">
        <SubscriptionActions sub={sub} />
      </div>
      {sub.runs.length ? (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">Recent deliveries</summary>
          <ul className="mt-2 space-y-1">
            {sub.runs.map((r) => (
              <li key={r.deliveryDate}>
                {longCalendarDay(r.deliveryDate)}: {OUTCOME[r.outcome]}
                {r.orderId && r.orderNumber ? (
                  <>
                    {' — '}
                    <Link to={`/account/orders/${r.orderId}`} className="font-semibold text-brand-700 underline">
                      {r.orderNumber}
                    </Link>
                  </>
                ) : null}
                {r.message ? <span className="text-muted"> ({r.message})</span> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}
