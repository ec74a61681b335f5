import type { ReactNode } from 'react';
import type { CheckoutQuoteDto } from '../../../../shared/checkout';
import { lineQuantityText } from '../../../../shared/line-quantity';
import { formatCents } from '../../../../shared/money';
import { countItems } from '../../../../shared/order-totals';
import { formatItemCount } from '../../../../shared/stock';

/** The server's numbers (PRODUCT.md: what the browser shows must equal what the order charges). */
export function OrderSummary({ quote, children }: { quote: CheckoutQuoteDto | undefined; children?: ReactNode }) {
  if (!quote) return <div className="h-64 animate-pulse rounded-2xl bg-gray-100" aria-label="Loading order summary" />;
  const t = quote.totals;
  const rows: [string, number, string?][] = [
    [`Subtotal (${formatItemCount(countItems(quote.lines))})`, t.subtotalCents],
    ['Delivery', t.deliveryCents, t.deliveryCents === 0 ? 'Free' : undefined],
    ...(t.expressCents ? ([['Express delivery', t.expressCents]] as [string, number][]) : []),
    ...(t.discountCents ? ([[`Promo ${quote.promo?.code ?? ''}`, -t.discountCents]] as [string, number][]) : []),
    ...(t.loyaltyDiscountCents
      ? ([[`Loyalty points (${t.loyaltyPointsUsed})`, -t.loyaltyDiscountCents]] as [string, number][])
      : []),
    [`Tax${t.taxState ? ` (${t.taxState} ${t.taxRatePercent}% on taxable items)` : ''}`, t.taxCents],
    ['Driver tip', t.tipCents],
  ];
  return (
    <section aria-labelledby="order-summary" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="order-summary" className="text-lg font-bold text-ink">
        Order summary
      </h2>
      <ul className="mt-3 max-h-56 space-y-2 overflow-auto text-sm">
        {quote.lines.map((line) => (
          <li key={`${line.productId}:${line.variantId ?? ''}`} className="flex justify-between gap-3">
            <span>{lineQuantityText(line)}</span>
            <span className="font-medium">{formatCents(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1.5 border-t border-gray-200 pt-3 text-sm">
        {rows.map(([label, cents, text]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-muted">{label}</dt>
            <dd data-testid={`summary-${label.split(' ')[0]!.toLowerCase()}`}>{text ?? formatCents(cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatCents(t.totalCents)}</dd>
        </div>
      </dl>
      {quote.message ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {quote.message}
        </p>
      ) : null}
      {children}
    </section>
  );
}
