import { formatCents } from '../../../../shared/money';
import { subscribeAndSaveLabel } from '../../../../shared/subscribe-and-save';
import type { SubscriptionEstimateDto } from '../../../../shared/subscriptions';
import { lineQuantityText } from '../../../../shared/line-quantity';

const Row = ({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) => (
  <div
    className={
      strong ? 'flex justify-between border-t border-gray-200 pt-2 font-bold text-ink' : 'flex justify-between'
    }
  >
    <dt>{label}</dt>
    <dd>{cents === 0 && label === 'Delivery' ? 'Free' : formatCents(cents)}</dd>
  </div>
);

/**
 * What one delivery would cost at today's prices, priced by the server with checkout's rules; a price
 * that changed since the shopper last saved the box shows what it was.
 */
export function BoxEstimate({
  estimate,
  pending,
}: {
  estimate: SubscriptionEstimateDto | undefined;
  pending?: boolean;
}) {
  if (!estimate)
    return (
      <p className="text-sm text-muted">
        {pending ? 'Pricing your box…' : 'Add products to see the price of a delivery.'}
      </p>
    );
  const t = estimate.totals;
  return (
    <div className="space-y-3 text-sm">
      <ul className="space-y-1">
        {estimate.lines.map((l) => (
          <li key={`${l.productId}:${l.variantId ?? ''}`} className="flex justify-between gap-3">
            <span>
              {lineQuantityText({ ...l, weightBased: l.isWeightBased })}
              {l.seenPriceCents !== l.unitPriceCents ? (
                <span className="block text-xs text-saffron-800">
                  Price changed: {formatCents(l.seenPriceCents)} → {formatCents(l.unitPriceCents)}
                </span>
              ) : null}
            </span>
            <span className="shrink-0">{formatCents(l.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1">
        <Row label="Subtotal" cents={t.subtotalCents} />
        {t.discountCents ? (
          <Row label={subscribeAndSaveLabel(estimate.discountPercent)} cents={-t.discountCents} />
        ) : null}
        <Row label="Delivery" cents={t.deliveryCents} />
        {t.taxCents ? <Row label="Tax" cents={t.taxCents} /> : null}
        <Row label="Estimated per delivery" cents={t.totalCents} strong />
      </dl>
      {estimate.problems.length ? (
        <ul aria-label="Needs your attention" className="space-y-1 rounded-lg bg-amber-50 p-3 text-amber-900">
          {estimate.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted">
        Each order uses the prices of the day it is made, two days before delivery. We email you if anything changed.
      </p>
    </div>
  );
}
